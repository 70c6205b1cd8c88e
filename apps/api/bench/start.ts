import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start`'s server (the compiled dist/server.js that `npm run bench -- start` builds first):
 * milliseconds from spawning Node to the first answer of /api/health, on an empty data folder (a
 * first start: the build's PGlite template is copied) and on the folder that start left, and the
 * resident memory once idle. ADR 008: listening within 3 s of the build; say the idle memory.
 */
const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const RUNS = 3;
const PORT = 3990;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function start(dataDir: string): Promise<{ ms: number; idleMb: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], { env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1' }, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return { ms, idleMb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const first: { ms: number; idleMb: number }[] = [];
const again: { ms: number; idleMb: number }[] = [];
for (let run = 0; run < RUNS; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
  try {
    first.push(await start(dataDir));
    again.push(await start(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const row = (label: string, results: { ms: number; idleMb: number }[]) =>
  console.log(
    `  ${label.padEnd(28)} ${results
      .map((result) => Math.round(result.ms))
      .join(' / ')
      .padEnd(
        20,
      )} median ${Math.round(median(results.map((result) => result.ms)))} ms, idle RSS ${Math.round(median(results.map((result) => result.idleMb)))} MB`,
  );
console.log(`\n## npm start: spawn → first /api/health answer (${RUNS} runs, PGlite)`);
row('empty data folder', first);
row('the folder a start left', again);
