import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { orderForm } from './testing/forms';
import { nationalOrder } from './testing/orders';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const PORT = 3000 + 900 + (process.pid % 90);

/**
 * SIGTERM stops taking new requests and lets the ones in flight finish before exiting.
 * The real entry point (server.ts) in its own process; an order whose body is still arriving when
 * the signal comes must be stored and answered.
 */
describe('SIGTERM', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lets an order in flight finish, refuses new connections, then exits cleanly', { timeout: 60_000 }, async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
    const exited = once(server, 'exit');
    for (let ready = false; !ready;) {
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before listening`);
      ready = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const encoded = new Response(orderForm(nationalOrder));
    const body = Buffer.from(await encoded.arrayBuffer());
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const upload = request(
        {
          host: '127.0.0.1',
          port: PORT,
          method: 'POST',
          path: '/api/guardar_marca',
          headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      upload.on('error', reject);
      upload.write(body.subarray(0, 100));
      // The rest arrives after the signal.
      setTimeout(() => {
        server.kill('SIGTERM');
        setTimeout(() => upload.end(body.subarray(100)), 500);
      }, 200);
    });

    const { status, text } = await answer;
    expect(status, text).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ referencia: expect.any(String) });
    const [code] = await exited;
    expect(code).toBe(0);
    await expect(fetch(`http://127.0.0.1:${PORT}/api/health`)).rejects.toThrow();
  });
});
