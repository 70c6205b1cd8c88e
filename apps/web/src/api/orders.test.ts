import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFlow } from '@shop/flows';
import { withFallback } from '@shop/money';
import { saveOrder } from './orders';

// The bot check is not what is tested here: no token.
vi.mock('./orderBotToken', () => ({ takeOrderBotToken: async () => undefined }));

const flow = (await loadFlow('recuperacion-dominios'))!;
const prices = withFallback(flow.catalogue, undefined);
const data = { flow: flow.id, name: 'Lucía', domainName: 'horchataclara.es' };
const REFUSED = {
  success: false,
  error: 'Ahora mismo no podemos guardar tu solicitud. Inténtalo de nuevo en unos minutos; tus datos siguen en el formulario.',
};
const SAVED = { referencia: 'R1', numero: 'P-1001', estado: 'draft', estadoTexto: 'Borrador guardado', total: { centimos: 299000, texto: '2990,00 €' } };

/** A browser whose saves are answered in turn by `answers`; each call's Idempotency-Key is kept. */
function stubBrowser(...answers: Response[]) {
  const keys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      return answers.shift()!;
    }),
  );
  vi.stubGlobal('localStorage', { getItem: () => null, removeItem: () => undefined });
  vi.stubGlobal('window', { location: { assign: () => undefined } });
  return keys;
}

describe('an order save', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is retried after a 503 under the key it was first sent with, so the retry finds the order the first stored', async () => {
    const keys = stubBrowser(Response.json(REFUSED, { status: 503, headers: { 'retry-after': '10' } }), Response.json(SAVED));
    const options = { flow, prices, files: 'kept' as const, idempotencyKey: 'b6f0c1de-3c39-4d8e-9a51-0f2a4c9e7d11' };
    const refused = await saveOrder({ data, purpose: 'draft' }, options).catch((error: unknown) => error);
    // The wizard offers the retry (a 5xx may pass next time) and keeps what was typed.
    expect(refused).toMatchObject({ message: REFUSED.error, remedy: 'retry' });
    expect(await saveOrder({ data, purpose: 'draft' }, options)).toMatchObject({ referencia: 'R1' });
    expect(keys).toEqual([options.idempotencyKey, options.idempotencyKey]);
  });

  it('carries the key on every save, an update of the order too', async () => {
    const keys = stubBrowser(Response.json(SAVED));
    await saveOrder({ data, referencia: 'R1', purpose: 'checkout' }, { flow, prices, files: 'kept', idempotencyKey: 'clave-del-pedido' });
    expect(keys).toEqual(['clave-del-pedido']);
  });
});
