import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The order Lighthouse measures them in (compare.mjs's): the bare React baseline first. */
const ORDER = ['baseline', 'jsonforms', 'rjsf', 'surveyjs'];
/** The peer whose TBT the shop's budget is measured against (DECISIONS §15: bare React + zod/mini). */
export const BASELINE_PEER = 'baseline';

export interface PeerApps {
  /** The peers' server, e.g. http://127.0.0.1:4180; each app under `/<app>/`. */
  url: string;
  apps: string[];
  /** What their first step's button says and the first message an empty form shows (their shared/form.js). */
  button: string;
  message: string;
  stop: () => Promise<void>;
}

/** Leaves every file and folder of the copy writable: the source (../shared) is read-only, and the build writes into each app's folder. */
function makeWritable(path: string) {
  const stats = statSync(path);
  chmodSync(path, stats.mode | 0o200);
  if (stats.isDirectory()) for (const entry of readdirSync(path)) makeWritable(join(path, entry));
}

/** Starts the copy's server.mjs on a free port and waits for the address it prints. */
function serve(dir: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolveServer, reject) => {
    const child = spawn(process.execPath, [join(dir, 'server.mjs'), '0'], {
      cwd: dir,
      env: { ...process.env, LOG: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the peers' server exited (${code}) before listening`)));
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const address = /http:\/\/([^/\s]+)\//.exec(out);
      if (address) resolveServer({ child, url: `http://${address[1]}` });
    });
  });
}

/**
 * The peer apps of DECISIONS §15, built and served for a side-by-side run: PEERS_DIR, else
 * ../shared/peers beside the repository, copied to a temporary folder (the source is read-only and
 * its builds are not ours to keep), built with its ./build-all, served with its server.mjs. Returns
 * why not when they are absent or fail to build: the bench then measures the shop alone.
 */
export async function startPeers(): Promise<PeerApps | { skipped: string }> {
  if (process.env.LIGHTHOUSE_PEERS === '0') return { skipped: 'LIGHTHOUSE_PEERS=0' };
  const source = resolve(process.env.PEERS_DIR ?? join(ROOT, '../shared/peers'));
  if (!existsSync(join(source, 'build-all')) || !existsSync(join(source, 'server.mjs'))) return { skipped: `no peers at ${source} (set PEERS_DIR)` };
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-peers-'));
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  try {
    cpSync(source, dir, { recursive: true, filter: (path) => !/[/\\](node_modules|dist)$/.test(path) });
    makeWritable(dir);
    console.log(`\n▶ building the peers (${source} copied to ${dir}): ./build-all`);
    // npm ci from each lock file on the first run (npm's cache serves the next), then vite build: about a minute here.
    const build = spawnSync(join(dir, 'build-all'), [], { cwd: dir, encoding: 'utf8' });
    if (build.status !== 0) {
      process.stderr.write(`${build.stdout}${build.stderr}`);
      cleanUp();
      return { skipped: `./build-all failed (exit ${build.status})` };
    }
    const apps = readdirSync(dir)
      .filter((app) => existsSync(join(dir, app, 'dist', 'index.html')))
      .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b));
    const words = (await import(pathToFileURL(join(dir, 'shared', 'form.js')).href)) as { L: { continuar: string }; M: { nombre: string } };
    const { child, url } = await serve(dir);
    child.removeAllListeners('exit');
    return {
      url,
      apps,
      button: words.L.continuar,
      message: words.M.nombre,
      stop: async () => {
        if (child.exitCode === null) {
          child.kill('SIGTERM');
          await once(child, 'exit');
        }
        cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    return { skipped: `the peers could not be built or served: ${(error as Error).message}` };
  }
}
