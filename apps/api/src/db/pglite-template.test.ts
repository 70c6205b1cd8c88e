import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from './client';

/** The build's initialised data folder (ADR 008: a first start copies it instead of running initdb). */
describe('the PGlite template of a first start', () => {
  const root = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is copied into an empty data folder, which then opens and migrates', async () => {
    const template = join(root, 'template');
    const made = await openDatabase({ dataDir: template, pgliteTemplate: join(root, 'none') });
    await made.close();
    writeFileSync(join(template, 'copied-from-template'), '');
    const dataDir = join(root, 'first-start');
    const database = await openDatabase({ dataDir, pgliteTemplate: template });
    try {
      const tables = rowsOf<{ name: string }>(await database.db.execute(sql`SELECT name FROM schema_migrations`));
      expect(tables.length).toBeGreaterThan(0);
      expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['PG_VERSION', 'copied-from-template']));
    } finally {
      await database.close();
    }
  });

  it('is never mixed into a folder that already holds something', async () => {
    const dataDir = join(root, 'left-over');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'notes.txt'), 'kept');
    const database = await openDatabase({ dataDir, pgliteTemplate: join(root, 'template') });
    await database.close();
    expect(existsSync(join(dataDir, 'notes.txt'))).toBe(true);
    expect(existsSync(join(dataDir, 'copied-from-template'))).toBe(false);
  });
});
