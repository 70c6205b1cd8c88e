#!/usr/bin/env node
// `npm run bench [-- orders|memory|web|mail|lighthouse|start|botcheck|classes ...]`: prints figures and asserts nothing
// (but the lighthouse part's budgets under BENCH_STRICT=1). Each part is a TypeScript script in apps/api/bench run in its
// own process, so one crashing does not stop the rest.
import { cpus, totalmem } from 'node:os';
import { spawnSync } from 'node:child_process';
import { root } from './run.mjs';

const PARTS = ['orders', 'instances', 'memory', 'web', 'mail', 'lighthouse', 'start', 'botcheck', 'classes', 'reminders'];
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}. Usage: npm run bench [-- ${PARTS.join('|')} ...]`);
  process.exit(2);
}
const parts = asked.length > 0 ? PARTS.filter((part) => asked.includes(part)) : PARTS;

const cpu = cpus();
console.log(
  `# Benchmarks on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 1024 ** 3).toFixed(1)} GB RAM, Node ${process.version}, ${process.platform}-${process.arch}`,
);
console.log('  (load generator and server share these CPUs)');

const sh = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;

/** Builds quietly (the web app, or everything `npm start` runs): its log only matters when it fails. */
function build(args = ['run', 'build', '-w', '@shop/web']) {
  console.log(`\n▶ npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) process.stderr.write(`${result.stdout}${result.stderr}`);
  return result.status === 0;
}

const failed = [];
for (const part of parts) {
  // The web and start figures are only meaningful for a fresh build of the current sources.
  if ((part === 'web' || part === 'lighthouse' || part === 'start' || part === 'botcheck') && !build(part === 'web' ? undefined : ['run', 'build'])) {
    console.error(`\n✗ ${part}: the build failed, no figures`);
    failed.push(part);
    continue;
  }
  if (!sh(process.execPath, ['--import', 'tsx', `apps/api/bench/${part}.ts`])) {
    console.error(
      `\n✗ ${part}: the benchmark failed (see above)${process.env.BENCH_STRICT === '1' ? ', or missed a budget under BENCH_STRICT=1' : ', no figures'}`,
    );
    failed.push(part);
  }
}
process.exit(failed.length > 0 ? 1 : 0);
