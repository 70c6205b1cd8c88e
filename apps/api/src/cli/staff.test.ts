import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Services } from '../services';
import { isolated } from '../testing/databases';
import { staffUsers } from '../db/schema';
import { CLI_HANDLE } from '../admin/cli-handle';
import { main } from './staff';

/**
 * `npm run staff` while the server runs on the same DATA_DIR (ADR 007): the embedded database
 * allows one process, so the command must go through the server and never open the files itself.
 */
describe('npm run staff with the server running on PGlite', () => {
  let app: FastifyInstance;
  let services: Services;
  let cleanup: () => Promise<void>;
  let dataDir: string;
  beforeAll(async () => {
    const test = isolated({});
    cleanup = test.cleanup;
    dataDir = test.options.dataDir;
    ({ app, services } = await buildApp({ ...test.options, publicUrl: 'https://tienda.example.es' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it('adds an account through the running server and prints its one-time link', async () => {
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    try {
      expect(await main(['add', 'Primera@Example.es', '--role', 'admin'])).toBe(0);
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
    }
    expect(printed.join('\n')).toMatch(/https:\/\/tienda\.example\.es\/admin\/clave\?token=[\w-]{43}/);
    const [row] = await services.db.select().from(staffUsers).where(eq(staffUsers.email, 'primera@example.es'));
    expect(row?.role).toBe('admin');
  });

  it('refuses a command without a role; the handle is readable by the server’s user only', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await main(['add', 'sinrol@example.es'])).toBe(2);
    } finally {
      errors.mockRestore();
    }
    expect(statSync(join(dataDir, CLI_HANDLE)).mode & 0o777).toBe(0o600);
  });
});
