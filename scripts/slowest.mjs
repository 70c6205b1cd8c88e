#!/usr/bin/env node
// The slowest tests of a run, from vitest's and Playwright's JSON reports (the files named on the
// command line; a missing one is skipped): where `npm test`'s time goes, seen when a slow test lands.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { root } from './run.mjs';

const SHOWN = 10;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** vitest's report (jest's shape): files with their start and end, tests with their duration. */
function vitestTimes(report) {
  const files = report.testResults.map((file) => ({ name: relative(root, file.name), ms: file.endTime - file.startTime }));
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({ name: `${relative(root, file.name)} › ${test.fullName ?? test.title}`, ms: test.duration ?? 0 })),
  );
  return { files, tests };
}

/** Playwright's report: suites nest (file, describe), each test has one result per try. */
function playwrightTimes(report) {
  const tests = [];
  const files = new Map();
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      tests.push({ name: `${spec.file} › ${[...path, spec.title].join(' › ')}`, ms });
      files.set(spec.file, (files.get(spec.file) ?? 0) + ms);
    }
    for (const inner of suite.suites ?? []) walk(inner, [...path, inner.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return { files: [...files].map(([name, ms]) => ({ name, ms })), tests };
}

const print = (title, rows) => {
  console.log(`\n${title}`);
  for (const row of rows.sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) console.log(`  ${seconds(row.ms).padStart(8)}  ${row.name}`);
};

for (const file of process.argv.slice(2).filter((path) => existsSync(path))) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const playwright = Array.isArray(report.suites);
  const { files, tests } = playwright ? playwrightTimes(report) : vitestTimes(report);
  const kind = playwright ? 'e2e (Playwright, summed over workers)' : 'vitest (summed over workers)';
  const total = tests.reduce((sum, test) => sum + test.ms, 0);
  print(`Slowest ${kind} files, of ${seconds(total)} in ${tests.length} tests:`, files);
  print(`Slowest ${kind} tests:`, tests);
}
