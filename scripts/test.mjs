#!/usr/bin/env node
// `npm test`: format check, lint, typecheck, unit and API tests (PGlite, and PostgreSQL when reachable), then e2e in Chromium.
import { run } from './run.mjs';

run('npx', ['prettier', '--check', '--log-level=warn', '.']);
run('npx', ['eslint', '.', '--max-warnings=0']);
run('npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
run('npx', ['vitest', 'run']);
run('node', ['scripts/e2e.mjs']);
