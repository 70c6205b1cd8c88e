import { describe, expect, it } from 'vitest';
import { services } from '@shop/settings/services';
import { flowRegistry } from '@shop/flows';
import { serviceInfoPaths } from './serviceRoutes';

describe('service routes', () => {
  it('leave no service as an information page: every route of every service opens its order flow', () => {
    expect(serviceInfoPaths).toEqual([]);
    for (const service of services) {
      const flow = flowRegistry.find((entry) => entry.id === service.flowId);
      expect(flow, service.id).toBeDefined();
      for (const route of service.routes) expect(flow!.routes, `${service.id} ${route}`).toContain(route);
    }
  });
});
