import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Services } from '../services';
import { isolated } from './databases';

/**
 * An app for one describe block: built before its tests on an isolated database and data folder,
 * closed and cleaned after. Read `app` and `services` inside tests, not at collection time.
 */
export function useTestApp(options: Partial<AppOptions>): { app: FastifyInstance; services: Services } {
  const context = {} as { app: FastifyInstance; services: Services };
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const test = isolated(options);
    cleanup = test.cleanup;
    Object.assign(context, await buildApp(test.options));
  });
  afterAll(async () => {
    await context.app?.close();
    await cleanup?.();
  });
  return context;
}
