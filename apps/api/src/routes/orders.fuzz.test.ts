import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import type { AnyFlow } from '@shop/flow-kit';
import { loadAllFlows } from '@shop/flows';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { validOrderOf } from '../testing/orders';
import { orders } from '../db/schema';

/**
 * Property-based test of `POST /api/guardar_marca`, generic over the flow registry: every flow,
 * including those added later, gets a valid order built from its field kinds, then a few hundred
 * mutations of it. Whatever arrives, the API never answers 5xx, every refusal says in Spanish what
 * is wrong, and a refused request stores nothing.
 */

const flows = await loadAllFlows();
/** Runs per flow and database: enough to hit every kind of mutation, within ~60 s for the file on 2 cores. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

// ---- values a tampering or broken client might send ----

const controlStrings = fc.constantFrom(
  '\u0000',
  'Horchata\u0000',
  '\u0007',
  '\u001b[31mrojo',
  'a\u0085b',
  'x\ud800',
  '\udfffx',
  '\t',
  'línea\r\nlínea',
  '\u202e',
);
const hugeStrings = fc.oneof(
  fc.integer({ min: 190, max: 6000 }).map((length) => 'x'.repeat(length)),
  fc.constant('ñ'.repeat(200_000)),
);
const oddStrings = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  controlStrings,
  hugeStrings,
  fc.constantFrom('', ' ', 'lunar', 'constructor', '__proto__', "' OR 1=1 --", '<script>alert(1)</script>'),
);
const oddNumbers = fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(-1, 0, 46, 1.5, -1e308, 1e308, Number.MAX_SAFE_INTEGER + 2));
const oddCountry = fc.record(
  {
    code: fc.oneof(oddStrings, fc.constantFrom('ES', 'es', 'XX', 'ESP')),
    name: oddStrings,
    dialCode: fc.oneof(oddStrings, fc.constantFrom('+34', '34', '+99999')),
  },
  { requiredKeys: [] },
);
/** A value of any type for any field: scalars, odd strings, lists of them, nested junk. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  oddStrings,
  oddNumbers,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(oddStrings, oddNumbers), { maxLength: 60 }),
  fc.array(oddCountry, { maxLength: 4 }),
  oddCountry,
  fc.jsonValue({ maxDepth: 4 }),
  fc.constant(Array.from({ length: 300 }, (_, index) => index)),
);

// ---- mutations of a valid order ----

type Mutation = { op: 'drop'; key: string } | { op: 'set'; key: string; value: unknown; inAdicional: boolean };

const mutation = (keys: readonly string[]): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({ op: fc.constant('drop' as const), key: fc.constantFrom(...keys) }),
    fc.record({
      op: fc.constant('set' as const),
      key: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) }),
      value: junk,
      inAdicional: fc.boolean(),
    }),
  );

/** How the envelope travels: as JSON, or broken on the way. */
type Wire = { as: 'json' } | { as: 'truncated'; at: number } | { as: 'garbage'; text: string } | { as: 'other'; value: unknown } | { as: 'missing' };

const wire: fc.Arbitrary<Wire> = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ as: 'json' } as const) },
  { weight: 1, arbitrary: fc.record({ as: fc.constant('truncated' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ as: fc.constant('garbage' as const), text: fc.string({ unit: 'binary', maxLength: 60 }) }) },
  { weight: 1, arbitrary: fc.record({ as: fc.constant('other' as const), value: junk }) },
  { weight: 1, arbitrary: fc.constant({ as: 'missing' } as const) },
);

interface Attempt {
  mutations: Mutation[];
  flowName: string | undefined;
  wire: Wire;
  referencia: string | undefined;
}

const attempt = (keys: readonly string[]): fc.Arbitrary<Attempt> =>
  fc.record({
    mutations: fc.array(mutation(keys), { minLength: 1, maxLength: 3 }),
    // Mostly the flow itself; sometimes none, an unknown one or one of another type.
    flowName: fc.oneof(
      { weight: 10, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom('marca-lunar', '', 'constructor', '__proto__', 'MARCA-NACIONAL') },
    ),
    wire,
    referencia: fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 30 }), fc.constant('AAAAAAAAAAAAAAAAAAAAAAAA')) },
    ),
  });

function envelopeOf(base: Record<string, unknown>, { mutations, flowName }: Attempt): Record<string, unknown> {
  const envelope: Record<string, unknown> = structuredClone(base);
  for (const change of mutations) {
    if (change.op === 'drop') {
      delete envelope[change.key];
    } else if (change.inAdicional) {
      const adicional = typeof envelope.adicional === 'object' && envelope.adicional !== null ? (envelope.adicional as Record<string, unknown>) : {};
      envelope.adicional = { ...adicional, [change.key]: change.value };
    } else {
      // defineProperty, so that '__proto__' travels as a key instead of changing the prototype.
      Object.defineProperty(envelope, change.key, { value: change.value, enumerable: true, writable: true, configurable: true });
    }
  }
  if (flowName !== undefined) envelope.flow = flowName;
  return envelope;
}

function formOf(base: Record<string, unknown>, input: Attempt): FormData {
  const body = new FormData();
  const json = JSON.stringify(envelopeOf(base, input));
  const { wire: how } = input;
  if (how.as === 'json') body.append('data', json);
  if (how.as === 'truncated') body.append('data', json.slice(0, how.at % Math.max(1, json.length)));
  if (how.as === 'garbage') body.append('data', how.text);
  if (how.as === 'other') body.append('data', JSON.stringify(how.value) ?? 'undefined');
  body.append('subtotal', '1');
  body.append('total', '1');
  body.append('modulo', 'rtm');
  if (input.referencia !== undefined) body.append('referencia', input.referencia);
  return body;
}

/**
 * Spanish, not an English default leaking through (zod's 'Invalid input', Fastify's messages): a
 * Spanish letter or a common Spanish word, and no common English one.
 */
const SPANISH = /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|al|no|un|una|es|en|por|para|con|se|su|tu|y|o|que|este|esta|menos|debes|indica|elige|valor|campo|datos)\b/i;
const ENGLISH = /\b(invalid|expected|received|required|must|error|the|is|not)\b/i;
const isSpanish = (text: unknown): boolean => typeof text === 'string' && text.trim() !== '' && SPANISH.test(text) && !ENGLISH.test(text);

for (const database of await testDatabases()) {
  describe(`order API fuzzing on ${database.name}`, () => {
    // No rate limit: hundreds of saves a minute from one client are the point here.
    const context = useTestApp({ ...database.options, orderRateLimit: 0 });
    const orderCount = async () => (await context.services.db.select({ n: count() }).from(orders))[0]!.n;
    const save = (body: FormData) => context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: body });

    it.each(flows.map((flow) => [flow.id, flow] as const))('%s: the order built from its field kinds is accepted', async (_id, flow: AnyFlow) => {
      const body = new FormData();
      body.append('data', JSON.stringify(validOrderOf(flow)));
      const response = await save(body);
      expect(response.json()).toMatchObject({ estado: expect.any(String) });
      expect(response.statusCode).toBe(201);
    });

    it.each(flows.map((flow) => [flow.id, flow] as const))(
      '%s: mutated orders never answer 5xx, refusals are Spanish and store nothing',
      async (_id, flow: AnyFlow) => {
        const base = validOrderOf(flow);
        const keys = [...new Set([...Object.keys(flow.fields), ...Object.keys(base), 'flow', 'adicional', '__proto__', 'constructor'])];
        await fc.assert(
          fc.asyncProperty(attempt(keys), async (input) => {
            const before = await orderCount();
            const response = await save(formOf(base, input));
            expect(response.statusCode, response.body).toBeLessThan(500);
            if (response.statusCode < 400) return;
            const body = response.json() as { error?: unknown; fields?: Record<string, unknown> };
            expect(isSpanish(body.error), `error: ${String(body.error)}`).toBe(true);
            for (const [field, message] of Object.entries(body.fields ?? {})) expect(isSpanish(message), `${field}: ${String(message)}`).toBe(true);
            expect(await orderCount()).toBe(before);
          }),
          { numRuns: RUNS },
        );
      },
      120_000,
    );
  });
}
