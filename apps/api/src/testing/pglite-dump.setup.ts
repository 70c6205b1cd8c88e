import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the folder is named for the workers (their environment is the run's). */
export const PGLITE_DUMP_DIR = 'TEST_PGLITE_DUMP_DIR';

/**
 * vitest's global setup: a folder for the run's migrated PGlite dump (testing/databases.ts), which
 * the test files' workers share, so initdb and the migrations run once per run and not once per
 * test app. Nothing is made here: a run without API tests never pays for it.
 */
export default function setup() {
  const folder = mkdtempSync(join(tmpdir(), 'shop-pglite-dump-'));
  process.env[PGLITE_DUMP_DIR] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
