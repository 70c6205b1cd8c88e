import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER = join(ROOT, 'apps/api/dist/server.js');

/** A port nobody listens on now (the server runs in its own process, so it cannot take port 0). */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/** The server `npm start` runs (compiled JavaScript, production build), on a free port and its own data folder. */
export async function startProductionServer(dataDir: string) {
  const port = await freePort();
  // Before the compiled server existed, the bench ran the sources through tsx (the "before" figures).
  const args = existsSync(SERVER) ? [SERVER] : ['--import', 'tsx', join(ROOT, 'apps/api/src/server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: ROOT, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A busy machine can take long to start it: measuring a server that is not up gives no figures.
    if (tries === 299) throw new Error(`server not answering at ${url} after 30 s`);
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
