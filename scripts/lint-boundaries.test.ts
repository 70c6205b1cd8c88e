import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
async function rulesBroken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('dependency boundaries (apps → flows → packages)', () => {
  it.each([
    ['packages/money/src/x.ts', "import { buildApp } from '../../../apps/api/src/app';\nexport const x = buildApp;\n"],
    ['packages/flow-kit/src/x.ts', "import { flowRegistry } from '@shop/flows';\nexport const x = flowRegistry;\n"],
    ['flows/x.ts', "import { Wizard } from '../apps/web/src/wizard/Wizard';\nexport const x = Wizard;\n"],
    ['flows/x.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['flows/x.ts', "import Fastify from 'fastify';\nexport const x = Fastify;\n"],
  ])('refuses in %s: %s', async (path, code) => {
    expect(await rulesBroken(path, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['apps/api/src/x.ts', "import { flowRegistry } from '@shop/flows';\nexport const x = flowRegistry;\n"],
    ['flows/x.ts', "import { defineFlow } from '@shop/flow-kit';\nexport const x = defineFlow;\n"],
  ])('allows in %s: %s', async (path, code) => {
    expect(await rulesBroken(path, code)).toEqual([]);
  });
});

describe('one reader of the environment (apps/api/src/config.ts)', () => {
  it.each([
    ['packages/settings/src/x.ts', 'export const x = process.env.PUBLIC_COMPANY_NAME;\n'],
    ['apps/api/src/site/x.ts', "export const x = process.env['SMTP_URL'];\n"],
  ])('refuses in %s: %s', async (path, code) => {
    expect(await rulesBroken(path, code)).toContain('no-restricted-properties');
  });

  it.each([
    ['apps/api/src/config.ts', 'export const x = process.env.PORT;\n'],
    ['apps/api/src/site/x.test.ts', 'export const x = process.env.DATABASE_URL;\n'],
  ])('allows in %s: %s', async (path, code) => {
    expect(await rulesBroken(path, code)).toEqual([]);
  });
});
