import { randomBytes } from 'node:crypto';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Where the running server tells `npm run staff` how to reach it (see README, "Back office"). */
export const CLI_HANDLE = 'admin-cli.json';

/**
 * Writes the CLI's handle in the data folder (docs/decisions/007): the server's local address once
 * it listens, and a secret fresh per start, readable only by the server's user (mode 600); removed
 * on close. Answers the secret, which the guard accepts for `cli` routes from loopback only.
 */
export async function installCliHandle(app: FastifyInstance): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const handlePath = join(app.dataDir, CLI_HANDLE);
  // Written whole then renamed: the command never reads a half-written file.
  const writeHandle = async (url: string | null) => {
    const temporary = `${handlePath}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify({ url, secret, pid: process.pid }), { mode: 0o600 });
    await chmod(temporary, 0o600);
    await rename(temporary, handlePath);
  };
  await writeHandle(null);
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const host =
        address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address.includes(':') ? `[${address.address}]` : address.address;
      await writeHandle(`http://${host}:${address.port}`);
    }
  });
  app.addHook('onClose', async () => rm(handlePath, { force: true }));
  return secret;
}
