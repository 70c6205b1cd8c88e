import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FLOWS_DOC, renderFlowDocs } from './flow-docs';

describe('docs/product/flows.md', () => {
  it('is what the flow registry generates now', async () => {
    const committed = await readFile(FLOWS_DOC, 'utf8').catch(() => '');
    const fresh = await renderFlowDocs();
    expect(committed === fresh, 'docs/product/flows.md is out of date with flows/: run `npm run docs:flows` and commit the result').toBe(true);
  });
});
