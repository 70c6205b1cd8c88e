import { defaultServerConditions } from 'vite';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's server entry from its source (@shop/web/ssr's `shop-source` condition): the tests
  // need no build of it (ADR 021). Not 'module': packages resolved by it (the AWS SDK's dist-es,
  // written for bundlers, with imports that name no extension) would then be run by Node, which
  // cannot load them.
  ssr: { resolve: { conditions: ['shop-source', ...defaultServerConditions.filter((condition) => condition !== 'module')] } },
  test: {
    include: ['packages/**/*.test.ts', 'flows/**/*.test.ts', 'apps/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**', '**/dist/**'],
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./apps/api/src/testing/pglite-dump.setup.ts'],
    // vitest's default, one core less than the machine has, is one worker on 2 cores: API tests spend
    // much of their time waiting on PostgreSQL and timers, so a second worker shortens the run
    // (six files measured: 149 s with two workers, 228 s with one).
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
