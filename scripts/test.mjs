#!/usr/bin/env node
// `npm test`: format check, lint, typecheck, unit and API tests (PGlite, and PostgreSQL when reachable), then e2e in
// Chromium; the slowest tests last. Independent checks run side by side, each command once (the e2e build included).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attempt, root, runTogether } from './run.mjs';

const reports = mkdtempSync(join(tmpdir(), 'shop-test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const e2eReport = join(reports, 'e2e.json');
const webDist = process.env.E2E_WEB_DIST ?? join(root, '.e2e-web');

// Each of prettier, eslint and vite keeps one core busy; turbo runs the workspaces' tsc side by side.
await runTogether([
  ['npx', ['prettier', '--check', '--log-level=warn', '.']],
  ['npx', ['eslint', '.', '--max-warnings=0']],
  ['npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']],
  ['npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: join(root, 'apps/web') }],
]);

let status = attempt('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
if (status === 0) status = attempt('node', ['scripts/e2e.mjs'], { env: { E2E_WEB_DIST: webDist, E2E_BUILT: '1', E2E_JSON_REPORT: e2eReport } });
attempt('node', ['scripts/slowest.mjs', vitestReport, e2eReport]);
process.exit(status);
