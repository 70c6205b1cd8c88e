import { describe, expect, it } from 'vitest';
import { flowRegistry, loadFlow } from './index';

describe('flow registry', () => {
  it.each(flowRegistry.map((entry) => [entry.id, entry] as const))('%s: the registry routes are the definition routes', async (_id, entry) => {
    const flow = await entry.load();
    expect(flow.id).toBe(entry.id);
    expect(entry.routes).toEqual(flow.routes);
  });
  it('has unique ids and routes', () => {
    const routes = flowRegistry.flatMap((entry) => entry.routes);
    expect(new Set(routes).size).toBe(routes.length);
    expect(new Set(flowRegistry.map((entry) => entry.id)).size).toBe(flowRegistry.length);
  });
  it('answers undefined for an unknown flow', async () => expect(await loadFlow('nope')).toBeUndefined());
});
