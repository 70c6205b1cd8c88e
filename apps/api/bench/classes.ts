import { performance } from 'node:perf_hooks';
import { benchCases, measure } from '@shop/ip-content/bench/measure';
import { createSuggester } from '@shop/ip-content/class-suggestions';

/**
 * How well the class suggestions (the API's and the class step's one index) find the classes of
 * real businesses: top-1 and top-3 hit rates over the hand-written descriptions of
 * packages/ip-content/bench, and the index's build and query times on this machine.
 */
const AIM = { top1: 0.8, top3: 0.95 };
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

const started = performance.now();
const suggester = createSuggester();
const built = performance.now() - started;
const quality = measure((text) => suggester.suggest(text));
const queries = performance.now();
for (const { descripcion } of benchCases) suggester.suggest(descripcion);
const perQuery = (performance.now() - queries) / benchCases.length;

console.log(`\n## Class suggestions: ${quality.count} descriptions, ${suggester.size} indexed terms`);
console.log(`  top-1  ${percent(quality.top1)}   (aim ${percent(AIM.top1)})`);
console.log(`  top-3  ${percent(quality.top3)}   (aim ${percent(AIM.top3)})`);
console.log(`  index built in ${built.toFixed(0)} ms (cold), ${perQuery.toFixed(2)} ms per description (warm)`);
const shown = quality.misses.slice(0, 25);
if (shown.length > 0) console.log(`  first suggestion not accepted (${quality.misses.length}), top-3 misses first:`);
for (const miss of shown)
  console.log(`    ${miss.top3 ? '  ' : '✗ '}[${miss.clases.join(', ')}] → ${miss.sugeridas.slice(0, 3).join(', ')}  «${miss.descripcion}»`);
