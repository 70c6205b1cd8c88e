import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's server entry from its source (@shop/web/ssr's `shop-source` condition): the tests
  // need no build of it (ADR 021).
  ssr: { resolve: { conditions: ['shop-source', ...defaultServerConditions] } },
  test: {
    include: ['packages/**/*.test.ts', 'flows/**/*.test.ts', 'apps/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**', '**/dist/**'],
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./apps/api/src/testing/pglite-dump.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
