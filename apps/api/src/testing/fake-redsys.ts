import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeParameters, encodeParameters, isSignatureOf, signParameters } from '../payments/redsys-signature';

export const REDSYS_TEST_SECRET = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

/** What the fake Redsys does with the next request: answer with this Ds_Response, a SIS error, or a broken signature. */
export type FakeRedsysMode = { response: string } | { errorCode: string } | { badSignature: true } | { status: number };

/**
 * A fake of Redsys' REST entry point (trataPeticionREST) on the loopback, never the real one: it
 * checks each request's signature as Redsys would and answers signed, as the tests ask.
 */
export async function startFakeRedsys(secret = REDSYS_TEST_SECRET) {
  const received: Record<string, string>[] = [];
  let mode: FakeRedsysMode = { response: '0900' };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw) as { Ds_SignatureVersion: string; Ds_MerchantParameters: string; Ds_Signature: string };
      const parameters = decodeParameters(body.Ds_MerchantParameters) ?? {};
      const order = parameters.DS_MERCHANT_ORDER ?? '';
      const signed = body.Ds_SignatureVersion === 'HMAC_SHA256_V1' && isSignatureOf(secret, order, body.Ds_MerchantParameters, body.Ds_Signature);
      received.push({ ...parameters, firmaValida: String(signed) });
      const send = (status: number, answer: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if ('status' in mode) return send(mode.status, {});
      if (!signed) return send(200, { errorCode: 'SIS0042' });
      if ('errorCode' in mode) return send(200, { errorCode: mode.errorCode });
      const answer = encodeParameters({
        Ds_Amount: parameters.DS_MERCHANT_AMOUNT ?? '',
        Ds_Currency: '978',
        Ds_Order: order,
        Ds_MerchantCode: parameters.DS_MERCHANT_MERCHANTCODE ?? '',
        Ds_Terminal: parameters.DS_MERCHANT_TERMINAL ?? '',
        Ds_Response: 'response' in mode ? mode.response : '0900',
        Ds_TransactionType: '3',
      });
      const signature = 'badSignature' in mode ? 'AAAA' : signParameters(secret, order, answer);
      send(200, { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: answer, Ds_Signature: signature });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sis/rest/trataPeticionREST`,
    received,
    answerWith: (next: FakeRedsysMode) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
