import { EURO } from './provider';
import { decodeParameters, encodeParameters, isSignatureOf, signParameters, SIGNATURE_VERSION } from './redsys-signature';

/** A refund asked of the gateway: the paid attempt's own order number and the amount to give back. */
export interface RefundRequest {
  gatewayOrder: string;
  amountCents: number;
}

/**
 * What the gateway said: done (Ds_Response 0900, "transacción autorizada para devoluciones"),
 * refused (another code, or a SIS error), or no usable answer (unreachable, timed out, unsigned).
 */
export type RefundAnswer = { outcome: 'hecho' | 'rechazado'; code: string } | { outcome: 'sin_respuesta'; code: null; detail: string };

export interface RedsysRefundConfig {
  merchantCode: string;
  terminal: string;
  secretKey: string;
  /** Redsys' REST entry point (trataPeticionREST) of the environment; the tests' fake server in tests. */
  restUrl: string;
  timeoutMs?: number | undefined;
}

const REFUND = '3';
const REFUND_DONE = 900;

/**
 * A refund through Redsys' REST interface (Ds_Merchant_TransactionType 3, "devolución"): the
 * parameters signed as the payment's are (HMAC_SHA256_V1 with the order's key, redsys-signature.ts),
 * and the answer believed only when its signature is Redsys'.
 */
export function createRedsysRefund(config: RedsysRefundConfig) {
  return async (request: RefundRequest): Promise<RefundAnswer> => {
    const parameters = encodeParameters({
      DS_MERCHANT_AMOUNT: String(request.amountCents),
      DS_MERCHANT_CURRENCY: EURO,
      DS_MERCHANT_MERCHANTCODE: config.merchantCode,
      DS_MERCHANT_ORDER: request.gatewayOrder,
      DS_MERCHANT_TERMINAL: config.terminal,
      DS_MERCHANT_TRANSACTIONTYPE: REFUND,
    });
    let body: Record<string, unknown>;
    try {
      const response = await fetch(config.restUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          Ds_SignatureVersion: SIGNATURE_VERSION,
          Ds_MerchantParameters: parameters,
          Ds_Signature: signParameters(config.secretKey, request.gatewayOrder, parameters),
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
      });
      if (!response.ok) return { outcome: 'sin_respuesta', code: null, detail: `HTTP ${response.status}` };
      body = (await response.json()) as Record<string, unknown>;
    } catch (error) {
      return { outcome: 'sin_respuesta', code: null, detail: error instanceof Error ? error.message : String(error) };
    }
    // A request Redsys could not take answers only its SIS code, unsigned.
    if (typeof body.errorCode === 'string') return { outcome: 'rechazado', code: body.errorCode };
    const merchantParameters = typeof body.Ds_MerchantParameters === 'string' ? body.Ds_MerchantParameters : '';
    const answer = decodeParameters(merchantParameters);
    const order = answer?.Ds_Order ?? '';
    const signature = typeof body.Ds_Signature === 'string' ? body.Ds_Signature : '';
    if (!answer || order !== request.gatewayOrder || !isSignatureOf(config.secretKey, order, merchantParameters, signature)) {
      return { outcome: 'sin_respuesta', code: null, detail: 'Respuesta sin firma válida de Redsys' };
    }
    const code = answer.Ds_Response ?? '';
    return { outcome: /^\d{1,4}$/.test(code) && Number(code) === REFUND_DONE ? 'hecho' : 'rechazado', code };
  };
}
