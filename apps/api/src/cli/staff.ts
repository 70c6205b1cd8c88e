import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { CLI_HEADER } from '../admin/session/guard';
import { CLI_HANDLE } from '../admin/cli-handle';
import { runStaffCommand } from '../admin/staff/command';
import { createStaffStore } from '../admin/staff/store';

/**
 * `npm run staff -- add EMAIL --role admin|staff` and `npm run staff -- reset EMAIL`: prints a
 * one-time link to set the password (ADR 007).
 *
 * The embedded PGlite allows one process, so when a server runs on the same DATA_DIR the command
 * asks that server: the server writes DATA_DIR/admin-cli.json (its local address and a fresh
 * secret, readable only by its user) and accepts the command only from this machine with that
 * secret. With no server running (or with DATABASE_URL, which many processes can share) the
 * command opens the database itself.
 */
const USAGE = 'Uso: npm run staff -- add EMAIL --role admin|staff\n     npm run staff -- reset EMAIL';

function argsOf(argv: string[]): { action: 'add' | 'reset'; email: string; role?: string } {
  const [action, email, ...rest] = argv;
  if ((action !== 'add' && action !== 'reset') || !email) throw new Error(USAGE);
  const roleAt = rest.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  const role = roleAt < 0 ? undefined : rest[roleAt]!.includes('=') ? rest[roleAt]!.split('=')[1] : rest[roleAt + 1];
  if (action === 'add' && role !== 'admin' && role !== 'staff') throw new Error(USAGE);
  return { action, email, ...(role ? { role } : {}) };
}

function alive(pid: unknown): boolean {
  if (typeof pid !== 'number') return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Asks the server that holds DATA_DIR, if one does. A handle whose process is gone is stale: the
 * database is free. While the process lives the database is never opened here (two PGlite
 * processes on the same files would corrupt them): the command waits for the server to listen.
 */
async function viaServer(dataDir: string, command: object): Promise<{ link: string; created: boolean } | undefined> {
  const handleOf = (): { url: string | null; secret: string; pid: number } | undefined => {
    try {
      return JSON.parse(readFileSync(join(dataDir, CLI_HANDLE), 'utf8'));
    } catch {
      return undefined;
    }
  };
  const first = handleOf();
  if (!first || !alive(first.pid)) return undefined;
  for (let waited = 0; waited < 15_000; waited += 500) {
    const handle = handleOf();
    if (!handle) return undefined;
    if (handle.url) {
      let response: Response | undefined;
      try {
        response = await fetch(`${handle.url}/api/admin/cli/staff`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [CLI_HEADER]: handle.secret },
          body: JSON.stringify(command),
        });
      } catch {
        response = undefined;
      }
      if (response) {
        const body = (await response.json()) as { link?: string; created?: boolean; error?: string; fields?: Record<string, string> };
        if (!response.ok || !body.link) throw new Error([body.error ?? `Error ${response.status}`, ...Object.values(body.fields ?? {})].join(' '));
        return { link: body.link, created: body.created ?? false };
      }
    }
    if (!alive(handle.pid)) return undefined;
    await pause(500);
  }
  throw new Error(`El servidor que usa ${dataDir} (proceso ${first.pid}) no responde. Inténtalo de nuevo cuando haya arrancado, o detenlo.`);
}

async function direct(config: Config, command: { action: 'add' | 'reset'; email: string; role?: string }) {
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  try {
    return await runStaffCommand(createStaffStore(database.db, publicUrl), command);
  } finally {
    await database.close();
  }
}

export async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = argsOf(argv);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  // The server's own configuration: the same DATA_DIR (./data of where npm was called from), database and address.
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  try {
    const result = (!config.databaseUrl && (await viaServer(config.dataDir, command))) || (await direct(config, command));
    console.log(
      command.action === 'add'
        ? result.created
          ? `Cuenta creada: ${command.email} (${command.role}).`
          : `La cuenta ${command.email} ya existía: nuevo enlace.`
        : `Contraseña de ${command.email} anulada.`,
    );
    console.log(`Enlace para elegir la contraseña (un solo uso, caduca en 48 horas):\n${result.link}`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(await main(process.argv.slice(2)));
