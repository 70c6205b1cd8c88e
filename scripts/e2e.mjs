#!/usr/bin/env node
// e2e: build the web app, then Playwright against the real server (which serves the build).
import { findChromium } from './chromium.mjs';
import { run } from './run.mjs';

const chromium = findChromium();
run('npm', ['run', 'build', '-w', '@shop/web']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], { env: { CHROMIUM_PATH: chromium } });
