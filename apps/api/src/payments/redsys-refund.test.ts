import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedsysRefund } from './redsys-refund';
import { REDSYS_TEST_SECRET, startFakeRedsys } from '../testing/fake-redsys';

describe('a refund asked of Redsys (REST, transaction type 3)', () => {
  let fake: Awaited<ReturnType<typeof startFakeRedsys>>;
  let refund: ReturnType<typeof createRedsysRefund>;
  beforeAll(async () => {
    fake = await startFakeRedsys();
    refund = createRedsysRefund({ merchantCode: '999008881', terminal: '1', secretKey: REDSYS_TEST_SECRET, restUrl: fake.url, timeoutMs: 2000 });
  });
  afterAll(() => fake.close());

  it('sends the paid order, the amount in cents and type 3, signed with the order key; 0900 is done', async () => {
    fake.answerWith({ response: '0900' });
    expect(await refund({ gatewayOrder: '1234abcdEFGH', amountCents: 12050 })).toEqual({ outcome: 'hecho', code: '0900' });
    expect(fake.received.at(-1)).toMatchObject({
      DS_MERCHANT_ORDER: '1234abcdEFGH',
      DS_MERCHANT_AMOUNT: '12050',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '3',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      firmaValida: 'true',
    });
  });

  it('reads another code or a SIS error as refused', async () => {
    fake.answerWith({ response: '0950' });
    expect(await refund({ gatewayOrder: '1234abcdEFGH', amountCents: 100 })).toEqual({ outcome: 'rechazado', code: '0950' });
    fake.answerWith({ errorCode: 'SIS0057' });
    expect(await refund({ gatewayOrder: '1234abcdEFGH', amountCents: 100 })).toEqual({ outcome: 'rechazado', code: 'SIS0057' });
  });

  it('believes no answer without Redsys’ signature, and takes silence or an HTTP error as no answer', async () => {
    fake.answerWith({ badSignature: true });
    expect(await refund({ gatewayOrder: '1234abcdEFGH', amountCents: 100 })).toMatchObject({ outcome: 'sin_respuesta', code: null });
    fake.answerWith({ status: 503 });
    expect(await refund({ gatewayOrder: '1234abcdEFGH', amountCents: 100 })).toMatchObject({ outcome: 'sin_respuesta', detail: 'HTTP 503' });
    const unreachable = createRedsysRefund({
      merchantCode: '1',
      terminal: '1',
      secretKey: REDSYS_TEST_SECRET,
      restUrl: 'http://127.0.0.1:9/x',
      timeoutMs: 500,
    });
    expect(await unreachable({ gatewayOrder: '1234abcdEFGH', amountCents: 100 })).toMatchObject({ outcome: 'sin_respuesta', code: null });
  });
});
