import { randomBytes } from 'node:crypto';
import { formatEur } from '@shop/money';
import { EURO, type PaymentNotice, type PaymentProvider, type PaymentRequest } from './provider';
import { encodeParameters, SIGNATURE_VERSION, signParameters, verifyNotification } from './redsys-signature';
import { htmlPage, escapeHtml } from '../routes/html';

export const TEST_GATEWAY_WARNING = 'Pasarela de pago de PRUEBA activa: no se mueve dinero real. Configura PAYMENT_PROVIDER=redsys para cobrar.';

/**
 * The built-in test gateway (DECISIONS §4): it signs its notifications exactly as Redsys does
 * (per-order 3DES key, HMAC-SHA256), with a secret born with the process, so the notification
 * endpoint is exercised the same way in tests and on a fresh machine.
 */
export function createTestGateway(secret: string = randomBytes(24).toString('base64')): PaymentProvider & {
  sign: (notice: Omit<PaymentNotice, 'currency' | 'responseCode'> & { responseCode?: string; currency?: string }) => Record<string, string>;
} {
  const sign = (notice: Omit<PaymentNotice, 'currency' | 'responseCode'> & { responseCode?: string; currency?: string }): Record<string, string> => {
    const parameters = encodeParameters({
      Ds_Order: notice.gatewayOrder,
      Ds_Amount: String(notice.amountCents),
      Ds_Currency: notice.currency ?? EURO,
      Ds_Response: notice.responseCode ?? (notice.paid ? '0000' : '9915'),
    });
    return { Ds_SignatureVersion: SIGNATURE_VERSION, Ds_MerchantParameters: parameters, Ds_Signature: signParameters(secret, notice.gatewayOrder, parameters) };
  };

  return {
    id: 'test',
    sign,
    startPage: (request: PaymentRequest) =>
      htmlPage(
        'Pasarela de pago de prueba',
        `<main class="gateway">
  <p class="test-banner" role="note"><strong>Entorno de pruebas.</strong> Esta pasarela es una simulación: no se realizará ningún cargo ni se moverá dinero real.</p>
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
    verifyNotification: (body) => verifyNotification(secret, body),
  };
}
