import { spawn } from 'node:child_process';
import { nationalOrder } from '../src/testing/orders';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { AppOptions } from '../src/app';
import { DEFAULT_UPLOAD_LIMITS } from '../src/services/upload-budget';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface BenchServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** Starts bench/server.ts in a child process and waits for the port it prints. */
export async function startServer(options: AppOptions, env: Record<string, string> = {}): Promise<BenchServer> {
  // The per-client order limit and uploads-at-once cap would throttle a load generator that is one client.
  const unthrottled = { orderRateLimit: 0, uploadLimits: { ...DEFAULT_UPLOAD_LIMITS, concurrentPerClient: 10_000 } };
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, JSON.stringify({ ...unthrottled, ...options })], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const firstLine = once(lines, 'line').then(([line]) => String(line));
  const port = Number(await Promise.race([firstLine, exited.then(([code]) => Promise.reject(new Error(`bench server exited (${code}) before listening`)))]));
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // A clean close lets PGlite flush before its folder is removed; a stuck one is killed.
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

// A fixed boundary, so the body can be built once and replayed byte for byte.
export const BOUNDARY = '----ShopBenchBoundary7MA4YWxkTrZu0gW';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
/** PNG signature and IHDR start: file-type sniffs this as image/png whatever follows. */
export const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** The text fields of a national order: everything before any file part. */
export function orderFields(): Buffer {
  return Buffer.from(field('data', JSON.stringify(nationalOrder)) + field('subtotal', '1') + field('total', '1') + field('modulo', 'rtm'));
}

/** The headers of a file part; its content follows, then `closing`. */
export function fileHead(name: string, filename: string, type: string): Buffer {
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
}

export const closing = (afterFile: boolean) => Buffer.from(`${afterFile ? '\r\n' : ''}--${BOUNDARY}--\r\n`);

/** A complete national order without files. */
export const orderBody = (): Buffer => Buffer.concat([orderFields(), closing(false)]);

/** POSTs one order and throws with the answer unless it is a 201: a benchmark of refusals is worthless. */
export async function expectCreated(url: string, body: Buffer): Promise<void> {
  const response = await fetch(`${url}/api/guardar_marca`, { method: 'POST', headers: { 'content-type': MULTIPART_TYPE }, body: new Uint8Array(body) });
  if (response.status !== 201) throw new Error(`POST /api/guardar_marca answered ${response.status}, not 201: ${await response.text()}`);
}

export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
