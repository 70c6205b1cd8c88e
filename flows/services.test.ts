import { describe, expect, it } from 'vitest';
import { sitePaths } from '@shop/settings/routes';
import { flowEntry, flowRegistry } from './index';
import { redirects, serviceGroups, services } from './services';

const pages = [...sitePaths, ...flowRegistry.flatMap((entry) => entry.routes)];

describe('services (spec-1 §2.1, spec-2 §2.1)', () => {
  it('lists every service once, each route answered by its flow', () => {
    expect(new Set(services.map((service) => service.id)).size).toBe(services.length);
    for (const service of services.filter((candidate) => candidate.flowId !== undefined)) {
      const routes = flowEntry(service.flowId!)?.routes ?? [];
      for (const route of service.routes) expect(routes, `${service.id} ${route}`).toContain(route);
    }
  });

  it('puts every service in a footer group and, where the group has columns, in one of them', () => {
    for (const service of services) {
      const group = serviceGroups.find((candidate) => candidate.id === service.group);
      expect(group, service.id).toBeDefined();
      if (group?.columns)
        expect(
          group.columns.map((column) => column.id),
          service.id,
        ).toContain(service.column);
    }
  });

  it("reads each 'Desde' figure from an entry of its flow's catalogue", async () => {
    for (const service of services) {
      if (!service.price || !('key' in service.price)) continue;
      const flow = await flowEntry(service.flowId!)!.load();
      expect(
        flow.catalogue.map((entry) => entry.key),
        service.id,
      ).toContain(service.price.key);
    }
  });

  it('redirects short paths to pages that exist, never to another redirect', () => {
    expect(redirects['/presentacion-contestacion']).toBe('/otros-servicios/contestacion-a-suspensos');
    for (const [from, to] of Object.entries(redirects)) {
      expect(pages).not.toContain(from);
      const target = to.split('#')[0]!;
      expect(pages, `${from} → ${to}`).toContain(target);
      expect(redirects[target]).toBeUndefined();
    }
  });
});
