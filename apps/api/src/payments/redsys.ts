import { createRedsysAPI, PRODUCTION_URLS, SANDBOX_URLS, LANGUAGES } from 'redsys-easy';
import { formatEur } from '@shop/money';
import { escapeHtml, htmlPage } from '../routes/html';
import { EURO, type PaymentProvider, type PaymentRequest } from './provider';
import { verifyNotification } from './redsys-signature';
import { createRedsysRefund } from './redsys-refund';

export interface RedsysConfig {
  merchantCode: string;
  terminal: string;
  /** The merchant's SHA-256 secret, base64 (24 bytes). */
  secretKey: string;
  env: 'test' | 'production';
  /** Redsys' REST address for refunds; the environment's own unless set (tests point it at a fake). */
  restUrl?: string | undefined;
}

/** The notification endpoint and return pages (DECISIONS §4): absolute, from PUBLIC_URL. */
export const returnUrls = (request: PaymentRequest) => {
  const trans = encodeURIComponent(request.referencia);
  return {
    notification: `${request.siteUrl}/api/pagos/notificacion`,
    ok: `${request.siteUrl}/pago/ok?trans=${trans}`,
    ko: `${request.siteUrl}/pago/ko?trans=${trans}`,
  };
};

/**
 * Redsys by redirection (HMAC_SHA256_V1): the page shows the order and total and posts the signed
 * parameters to Redsys; /g/redirect.js submits it (the CSP allows no inline script), and a button
 * does the same without JavaScript.
 */
export function createRedsysProvider(config: RedsysConfig): PaymentProvider {
  const urls = config.env === 'production' ? PRODUCTION_URLS : SANDBOX_URLS;
  const redsys = createRedsysAPI({ secretKey: config.secretKey, urls });
  return {
    id: 'redsys',
    formAction: new URL(urls.redirect).origin,
    startPage: (request) => {
      const back = returnUrls(request);
      const form = redsys.createRedirectForm({
        DS_MERCHANT_MERCHANTCODE: config.merchantCode,
        DS_MERCHANT_TERMINAL: config.terminal,
        DS_MERCHANT_TRANSACTIONTYPE: '0',
        DS_MERCHANT_ORDER: request.gatewayOrder,
        DS_MERCHANT_AMOUNT: String(request.amountCents),
        DS_MERCHANT_CURRENCY: EURO,
        DS_MERCHANT_MERCHANTURL: back.notification,
        DS_MERCHANT_URLOK: back.ok,
        DS_MERCHANT_URLKO: back.ko,
        DS_MERCHANT_PRODUCTDESCRIPTION: request.producto.slice(0, 125),
        DS_MERCHANT_TITULAR: request.holder.slice(0, 60),
        DS_MERCHANT_CONSUMERLANGUAGE: LANGUAGES.es,
      });
      const inputs = Object.entries(form.body)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`)
        .join('\n    ');
      return htmlPage(
        'Pago seguro',
        `<main class="gateway">
  <h1>Pago seguro con tarjeta</h1>
  <dl>
    <dt>Producto</dt><dd>${escapeHtml(request.producto)}</dd>
    <dt>Pedido</dt><dd>${escapeHtml(request.numero)}</dd>
    <dt>Importe</dt><dd class="amount">${escapeHtml(formatEur(request.amountCents))}</dd>
  </dl>
  <form id="pasarela" method="post" action="${escapeHtml(form.url)}">
    ${inputs}
    <div class="actions"><button type="submit" class="pay">Ir a la pasarela de pago</button></div>
  </form>
  <p>Te llevamos a la pasarela segura del banco (Redsys). Si no ocurre en unos segundos, pulsa el botón.</p>
</main>
<script src="/g/redirect.js" defer></script>`,
      );
    },
    verifyNotification: (body) => verifyNotification(config.secretKey, body),
    refund: createRedsysRefund({ ...config, restUrl: config.restUrl ?? urls.restTrataPeticion }),
  };
}

/** Submits the gateway form as soon as the page is parsed. */
export const REDIRECT_SCRIPT = "document.getElementById('pasarela')?.submit();\n";
