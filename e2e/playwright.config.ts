import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './support/chromium';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
// Kept in the environment so the test workers (which read this file again) know the server's
// DATA_DIR: the back-office specs create staff accounts there with `npm run staff`.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-')));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // E2E_JSON_REPORT: `npm test` prints the slowest tests from it (scripts/slowest.mjs).
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  reportSlowTests: { max: 5, threshold: 60_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'es-ES',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The web app's server entry from its source (the `shop-source` condition of @shop/web/ssr), as
    // the API's own: `npm test` runs this without building the web app's server entry (ADR 021).
    command: `node --conditions=shop-source --import tsx apps/api/src/server.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      INIT_CWD: root,
      WEB_DIST: process.env.E2E_WEB_DIST ?? join(root, 'apps/web/dist'),
      // Every spec's browser is one client (127.0.0.1): the contact and newsletter posts of the whole
      // suite must not add up to the 10 per 10 minutes a visitor gets (the limit is API-tested).
      SHOP_FORM_RATE_LIMIT: '1000',
      // The site's public origin is configured, never read from the request (canonical links, mails):
      // the address the browser uses here.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
