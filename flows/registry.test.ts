import { describe, expect, it } from 'vitest';
import { flowRegistry, loadFlow } from './index';

describe('flow registry', () => {
  it.each(flowRegistry.map((entry) => [entry.id, entry] as const))('%s: its manifest loads its own definition', async (id, entry) => {
    expect((await entry.load()).id).toBe(id);
  });
  it('has unique ids and routes', () => {
    const routes = flowRegistry.flatMap((entry) => [...entry.routes, ...(entry.manifest.shortPaths ?? [])]);
    expect(new Set(routes).size).toBe(routes.length);
    expect(new Set(flowRegistry.map((entry) => entry.id)).size).toBe(flowRegistry.length);
  });
  it('answers undefined for an unknown flow', async () => expect(await loadFlow('nope')).toBeUndefined());
});
