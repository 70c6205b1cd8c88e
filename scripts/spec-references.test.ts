import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every `spec-1 §n`, `spec-2 §n` and `DECISIONS §n` cited in the repository must be a heading of
 * its document under docs/product (docs/product/README.md: the citation convention).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const DOCS = { 'spec-1': 'docs/product/spec-1.md', 'spec-2': 'docs/product/spec-2.md', DECISIONS: 'docs/product/decisions.md' } as const;
const SOURCES = ['apps', 'packages', 'flows', 'e2e', 'scripts'];
const EXTENSIONS = /\.(ts|tsx|mjs|sql|css|md)$/;
const SKIP = /(^|\/)(node_modules|dist|test-results|playwright-report)(\/|$)/;
const CITATION = /(DECISIONS|spec-1|spec-2) §(\d+(?:\.\d+)*)/g;

async function sourceFiles(): Promise<string[]> {
  const files = ['README.md'];
  for (const folder of SOURCES) {
    const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      const path = relative(root, join(entry.parentPath, entry.name));
      if (entry.isFile() && EXTENSIONS.test(entry.name) && !SKIP.test(path)) files.push(path);
    }
  }
  return files;
}

async function headingsOf(doc: string): Promise<Set<string>> {
  const text = await readFile(join(root, doc), 'utf8');
  return new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((match) => match[1]!));
}

describe('citations of the product rules', () => {
  it('each names a heading of docs/product', async () => {
    const headings = Object.fromEntries(await Promise.all(Object.entries(DOCS).map(async ([name, doc]) => [name, await headingsOf(doc)] as const)));
    const missing: string[] = [];
    for (const file of await sourceFiles()) {
      const text = await readFile(join(root, file), 'utf8');
      for (const [, doc, section] of text.matchAll(CITATION)) {
        if (!headings[doc!]!.has(section!)) missing.push(`${file}: ${doc} §${section} (no such heading in ${DOCS[doc as keyof typeof DOCS]})`);
      }
    }
    expect([...new Set(missing)], 'cite an existing section, or add the rule to docs/product').toEqual([]);
  });
});
