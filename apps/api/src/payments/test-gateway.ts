import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatEur } from '@shop/money';
import type { PaymentNotice, PaymentProvider, PaymentRequest } from './provider';
import { htmlPage, escapeHtml } from '../routes/html';

/** Signs like Redsys does (base64 parameters + HMAC-SHA256), with a key born with the process. */
export function createTestGateway(secret: Buffer = randomBytes(32)): PaymentProvider & { sign: (notice: PaymentNotice) => Record<string, string> } {
  const signatureOf = (parameters: string) => createHmac('sha256', secret).update(parameters).digest('base64url');

  const sign = (notice: PaymentNotice): Record<string, string> => {
    const parameters = Buffer.from(
      JSON.stringify({ Ds_Order: notice.gatewayOrder, Ds_Amount: String(notice.amountCents), Ds_Response: notice.paid ? '0000' : '9915' }),
    ).toString('base64url');
    return { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: parameters, Ds_Signature: signatureOf(parameters) };
  };

  return {
    id: 'test',
    sign,
    startPage: (request: PaymentRequest) =>
      htmlPage(
        'Pasarela de pago de prueba',
        `<main class="gateway">
  <p class="test-banner" role="note"><strong>Entorno de pruebas.</strong> Esta pasarela es una simulación: no se realizará ningún cargo.</p>
  <h1>Pasarela de pago de prueba</h1>
  <dl>
    <dt>Producto</dt><dd>${escapeHtml(request.producto)}</dd>
    <dt>Pedido</dt><dd>${escapeHtml(request.numero)}</dd>
    <dt>Importe</dt><dd class="amount">${escapeHtml(formatEur(request.amountCents))}</dd>
  </dl>
  <div class="actions">
    <form method="post" action="/g/test-gateway/complete">
      <input type="hidden" name="order" value="${escapeHtml(request.gatewayOrder)}">
      <input type="hidden" name="result" value="ok">
      <button type="submit" class="pay">Pagar</button>
    </form>
    <form method="post" action="/g/test-gateway/complete">
      <input type="hidden" name="order" value="${escapeHtml(request.gatewayOrder)}">
      <input type="hidden" name="result" value="ko">
      <button type="submit" class="cancel">Cancelar</button>
    </form>
  </div>
</main>`,
      ),
    verifyNotification: (body) => {
      const parameters = body.Ds_MerchantParameters ?? '';
      const given = Buffer.from(body.Ds_Signature ?? '');
      const expected = Buffer.from(signatureOf(parameters));
      // Compared in constant time, as a real gateway's signature must be.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const decoded = JSON.parse(Buffer.from(parameters, 'base64url').toString('utf8')) as Record<string, string>;
        return { gatewayOrder: decoded.Ds_Order ?? '', amountCents: Number(decoded.Ds_Amount), paid: decoded.Ds_Response === '0000' };
      } catch {
        return undefined;
      }
    },
  };
}
