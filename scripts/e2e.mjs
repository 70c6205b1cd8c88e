#!/usr/bin/env node
// e2e: build the web app, then Playwright against the real server (which serves the build).
import { findChromium } from './chromium.mjs';
import { join } from 'node:path';
import { root, run } from './run.mjs';

const chromium = findChromium();
// A build of its own, so a rebuild of apps/web/dist during the run cannot pull assets from under it
// (and one per run when E2E_WEB_DIST names another, for runs side by side).
const webDist = process.env.E2E_WEB_DIST ?? join(root, '.e2e-web');
// E2E_BUILT: `npm test` (scripts/test.mjs) built it already, beside the static checks.
if (process.env.E2E_BUILT !== '1') run('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: join(root, 'apps/web') });
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], { env: { CHROMIUM_PATH: chromium, E2E_WEB_DIST: webDist } });
