import { describe, expect, it } from 'vitest';
import { optionsOf, type AnyFlow, type FieldSpec, type Fields } from '@shop/flow-kit';
import { splitVat, suplidosKey, withFallback, type CatalogueEntry, type PriceTable, type Quote } from '@shop/money';
import { loadAllFlows } from './index';
import { validOrderOf } from './parts/valid-orders.testkit';

/**
 * DECISIONS §12: every price line says how much of it is official fees (suplidos, LIVA art.
 * 78.Tres.3), so the invoice reads suplidos, base and VAT from the same lines the client pays. A
 * property of every flow in the registry, on every valid order made from its price-relevant choices
 * and under the seed catalogue and catalogues staff could set: the lines add up to the total, each
 * line's fees lie between 0 and its amount (a reduction's between its amount and 0), the order's
 * fees between 0 and its total, and the VAT split loses no cent.
 */
const flows = await loadAllFlows();

/** What a property found wrong with one order under one catalogue; empty when it holds. */
function suplidosViolations(quote: Quote): string[] {
  const found: string[] = [];
  const sum = quote.lines.reduce((total, line) => total + line.cents, 0);
  if (sum !== quote.totalCents) found.push(`lines add up to ${sum}, the total is ${quote.totalCents}`);
  for (const line of quote.lines) {
    const fees = line.suplidosCents;
    if (fees === undefined || !Number.isInteger(fees)) found.push(`'${line.label}' does not say its official fees`);
    else if (line.cents >= 0 ? fees < 0 || fees > line.cents : fees > 0 || fees < line.cents)
      found.push(`'${line.label}': official fees ${fees} out of its ${line.cents}`);
  }
  const split = splitVat(quote.lines);
  if (split.suplidosCents < 0 || split.suplidosCents > split.totalCents)
    found.push(`official fees ${split.suplidosCents} out of the total ${split.totalCents}`);
  if (split.baseCents < 0 || split.vatCents < 0) found.push(`negative base ${split.baseCents} or VAT ${split.vatCents}`);
  if (split.suplidosCents + split.baseCents + split.vatCents !== quote.totalCents) found.push('the VAT split loses a cent');
  if (split.totalCents !== quote.totalCents) found.push('the VAT split changes the total');
  return found;
}

/** The values a price-relevant field is tried with: every option, box state, type, and class and design counts at their edges. */
function valuesOf(field: FieldSpec): unknown[] {
  const options = optionsOf(field)?.map((option) => option.value) ?? [];
  switch (field.kind) {
    case 'niceClasses': {
      const selectable = Array.from({ length: 45 }, (_, index) => index + 1).filter((id) => field.selectableClasses?.(id) ?? true);
      return [[], ...[1, 2, 3, 12, selectable.length].map((count) => selectable.slice(0, count))];
    }
    case 'stepper': {
      const { min } = field;
      const max = field.max ?? 50;
      return [...new Set([min, min + 1, 10, 11, 21, max].filter((count) => count >= min && count <= max))];
    }
    case 'checkbox':
      return [true, false];
    case 'checkboxGroup':
      return [options.slice(0, 1), options];
    case 'tiles':
      return ['', 'denominativa', 'tridimensional', 'holograma', 'posicion'];
    default:
      return options;
  }
}

/**
 * The fields whose value changes the quote of the flow's first valid order, and the boxes, which
 * make valid orders of choices that alone are not (no class chosen: the agent chooses them).
 */
function priceRelevantFields(flow: AnyFlow, base: Record<string, unknown>, prices: PriceTable): [string, unknown[]][] {
  const quoteOf = (data: Record<string, unknown>) => JSON.stringify(flow.price(data, prices));
  return Object.entries(flow.fields as Fields)
    .map(([name, field]) => [name, valuesOf(field), field.kind] as const)
    .filter(([name, values, kind]) => kind === 'checkbox' || values.some((value) => quoteOf({ ...base, [name]: value }) !== quoteOf(base)))
    .map(([name, values]) => [name, values]);
}

/** Every combination of the price-relevant values that the flow accepts as an order. */
function validOrders(flow: AnyFlow): Record<string, unknown>[] {
  const base = validOrderOf(flow);
  if (!base) return [];
  const relevant = priceRelevantFields(flow, base, withFallback(flow.catalogue, undefined));
  let combinations: Record<string, unknown>[] = [{}];
  for (const [name, values] of relevant) combinations = combinations.flatMap((combination) => values.map((value) => ({ ...combination, [name]: value })));
  const orders = combinations.map((fixed) => validOrderOf(flow, fixed)).filter((order): order is Record<string, unknown> => order !== undefined);
  return [base, ...orders];
}

/** A deterministic pseudo-random generator (mulberry32): the same catalogues on every run. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/**
 * A catalogue staff could set through Precios: any price, official fees within it, and a
 * reduction below what it reduces in both parts (apps/api/src/admin/prices/price-change.ts refuses the rest).
 * `fees` picks each entry's fees: at random, none, or the whole price.
 */
function staffCatalogue(entries: readonly CatalogueEntry[], seed: number, fees: 'random' | 'none' | 'all'): PriceTable {
  const next = random(seed);
  const table: Record<string, number> = {};
  const feesOf = (cents: number) => (fees === 'none' ? 0 : fees === 'all' ? cents : next(cents + 1));
  for (const entry of entries.filter((candidate) => !candidate.reduces)) {
    const cents = 1 + next(1_000_000);
    table[entry.key] = cents;
    table[suplidosKey(entry.key)] = feesOf(cents);
  }
  for (const entry of entries.filter((candidate) => candidate.reduces)) {
    const reducedCents = table[entry.reduces!]!;
    const reducedFees = table[suplidosKey(entry.reduces!)]!;
    const cents = next(reducedCents);
    // Of the reduction, official fees no more than the reduced entry's, professional fee no more than its.
    const low = Math.max(0, cents - (reducedCents - reducedFees));
    const high = Math.min(cents, reducedFees);
    table[entry.key] = cents;
    table[suplidosKey(entry.key)] = fees === 'none' ? low : fees === 'all' ? high : low + next(high - low + 1);
  }
  return withFallback(entries, table);
}

describe.each(flows.map((flow) => [flow.id, flow] as const))('%s: official fees in every price line (DECISIONS §12)', (_id, flow) => {
  const orders = validOrders(flow);
  const catalogues: [string, PriceTable][] = [
    ['seed', withFallback(flow.catalogue, undefined)],
    ['no official fees', staffCatalogue(flow.catalogue, 1, 'none')],
    ['all official fees', staffCatalogue(flow.catalogue, 2, 'all')],
    ...[3, 4, 5, 6, 7].map((seed): [string, PriceTable] => [`staff's catalogue ${seed}`, staffCatalogue(flow.catalogue, seed, 'random')]),
  ];

  it('seeds official fees within every catalogue entry', () => {
    for (const entry of flow.catalogue) {
      expect(Number.isInteger(entry.suplidosCents), entry.key).toBe(true);
      expect(entry.suplidosCents, entry.key).toBeGreaterThanOrEqual(0);
      expect(entry.suplidosCents, entry.key).toBeLessThanOrEqual(entry.cents);
    }
  });

  it('has valid orders to price', () => expect(orders.length).toBeGreaterThan(0));

  it.each(catalogues)('every valid order, %s: lines and fees add up, no cent lost', (_name, prices) => {
    const found = orders.flatMap((order) =>
      suplidosViolations(flow.price(order as never, prices)).map((violation) => `${JSON.stringify(order)}: ${violation}`),
    );
    expect(found.slice(0, 5)).toEqual([]);
  });

  it('every catalogue entry alone splits without losing a cent', () => {
    for (const [, prices] of catalogues) {
      for (const entry of flow.catalogue) {
        const split = splitVat([{ cents: prices[entry.key]!, suplidosCents: prices[suplidosKey(entry.key)]! }]);
        expect(split.suplidosCents + split.baseCents + split.vatCents, entry.key).toBe(prices[entry.key]);
      }
    }
  });
});

describe('the property', () => {
  const priced = flows.filter((flow) => flow.catalogue.length > 0);

  it('catches a formula that forgets the official fees', () => {
    const found = priced.flatMap((flow) =>
      validOrders(flow).flatMap((order) => {
        const quote = flow.price(order as never, withFallback(flow.catalogue, undefined));
        return suplidosViolations({ ...quote, lines: quote.lines.map(({ suplidosCents: _forgotten, ...line }) => line) });
      }),
    );
    expect(found.some((violation) => /does not say its official fees/.test(violation))).toBe(true);
  });

  it('catches official fees above the price and a reduction that does not reduce them', () => {
    expect(suplidosViolations({ totalCents: 100, lines: [{ label: 'a', cents: 100, suplidosCents: 101 }] })).not.toEqual([]);
    expect(
      suplidosViolations({
        totalCents: 50,
        lines: [
          { label: 'a', cents: 100, suplidosCents: 0 },
          { label: 'b', cents: -50, suplidosCents: -60 },
        ],
      }),
    ).not.toEqual([]);
  });

  it('walks the combinations that change the price', () => {
    const national = flows.find((flow) => flow.id === 'marca-nacional')!;
    const orders = validOrders(national);
    // Plans × class counts × types, at least.
    expect(orders.length).toBeGreaterThan(2 * 5 * 4);
    const patents = flows.find((flow) => flow.id === 'patentes')!;
    expect(validOrders(patents).some((order) => order.isPyme === true && order.patentType === 'española')).toBe(true);
  });
});
