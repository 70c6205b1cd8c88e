import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, rowsOf } from './client';
import * as ordersSchema from './schema';
import * as siteSchema from '../site/schema';
import { isolated, testDatabases } from '../testing/databases';

/** Every table the code queries through Drizzle, from both schema modules. */
const tables = ([...Object.values(ordersSchema), ...Object.values(siteSchema)] as unknown[]).filter((value): value is PgTable => value instanceof PgTable);

/** Drizzle's declared type and the catalogue's name for the same column type. */
const normalized = (type: string) =>
  ({ bigserial: 'bigint', serial: 'integer', 'timestamp with time zone': 'timestamp with time zone', varchar: 'character varying' })[
    type.replace(/\(.*\)$/, '')
  ] ?? type.replace(/\(.*\)$/, '');

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
}

for (const database of await testDatabases()) {
  describe(`migrations on ${database.name}`, () => {
    it('build exactly the schema the code declares (migrations and schema.ts agree)', async () => {
      const own = isolated(database.options);
      const opened = await openDatabase({ url: own.options.databaseUrl, schema: own.options.schema });
      try {
        const schemaName = own.options.schema ?? 'public';
        const columns = rowsOf<Column>(
          await opened.db.execute(
            sql`SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = ${schemaName} AND table_name <> 'schema_migrations'`,
          ),
        );
        const inDatabase = new Map(columns.map((column) => [`${column.table_name}.${column.column_name}`, column]));
        const declared = new Set<string>();
        for (const table of tables) {
          const config = getTableConfig(table);
          for (const column of config.columns) {
            const key = `${config.name}.${column.name}`;
            declared.add(key);
            const actual = inDatabase.get(key);
            expect(actual, `${key} is declared in schema.ts but no migration creates it`).toBeDefined();
            expect(actual!.data_type, `${key} type`).toBe(normalized(column.getSQLType()));
            expect(actual!.is_nullable === 'NO', `${key} NOT NULL`).toBe(column.notNull);
          }
        }
        expect(
          [...inDatabase.keys()].filter((key) => !declared.has(key)),
          'columns the migrations create but schema.ts does not declare',
        ).toEqual([]);
      } finally {
        await opened.close();
        await own.cleanup();
      }
    });

    it("move the seeded articles' pictures to WebP and leave staff's pictures alone (0011)", async () => {
      const own = isolated(database.options);
      const opened = await openDatabase({ url: own.options.databaseUrl, schema: own.options.schema });
      try {
        const article = { titulo: 't', resumen: 'r', contenido: '<p>c</p>' };
        await opened.db.insert(siteSchema.newsArticles).values([
          { ...article, slug: 'seeded', imagen: '/img/noticias/clases-niza.svg' },
          { ...article, slug: 'chosen', imagen: '/img/noticias/mi-dibujo.svg' },
        ]);
        await opened.execScript(readFileSync(new URL('../../migrations/0011_news_pictures_webp.sql', import.meta.url), 'utf8'));
        const pictures = await opened.db
          .select({ slug: siteSchema.newsArticles.slug, imagen: siteSchema.newsArticles.imagen })
          .from(siteSchema.newsArticles)
          .orderBy(siteSchema.newsArticles.slug);
        expect(pictures).toEqual([
          { slug: 'chosen', imagen: '/img/noticias/mi-dibujo.svg' },
          { slug: 'seeded', imagen: '/img/noticias/clases-niza.webp' },
        ]);
      } finally {
        await opened.close();
        await own.cleanup();
      }
    });
  });
}

const postgres = (await testDatabases()).find((database) => database.name === 'postgres');
describe.runIf(postgres)('two instances starting together on one PostgreSQL schema', () => {
  it('both start, and each migration is applied once', async () => {
    const own = isolated(postgres!.options);
    const opened = await Promise.all([0, 1, 2].map(() => openDatabase({ url: own.options.databaseUrl, schema: own.options.schema })));
    try {
      const applied = rowsOf<{ name: string; times: number }>(
        await opened[0]!.db.execute(sql`SELECT name, count(*)::int AS times FROM schema_migrations GROUP BY name`),
      );
      expect(applied.length).toBeGreaterThan(5);
      expect(applied.every((row) => row.times === 1)).toBe(true);
    } finally {
      await Promise.all(opened.map((database) => database.close()));
      await own.cleanup();
    }
  });
});
