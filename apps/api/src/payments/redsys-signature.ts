import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Redsys' HMAC_SHA256_V1 signature: the merchant secret (base64, 24 bytes) encrypts the order
 * number with 3DES-CBC (zero IV, zero padding) into a per-order key, which signs the base64
 * merchant parameters with HMAC-SHA256. Used to check notifications (redsys-easy compares
 * signatures with Buffer.equals, not in constant time) and by the test gateway to sign its own.
 */
export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';

export function orderKey(secret: string, order: string): Buffer {
  const message = Buffer.from(order, 'utf8');
  const padded = Buffer.alloc(Math.ceil(message.length / 8) * 8);
  message.copy(padded);
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(secret, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** The signature of `merchantParameters` (the base64 string as sent) for `order`, in base64. */
export function signParameters(secret: string, order: string, merchantParameters: string): string {
  return createHmac('sha256', orderKey(secret, order)).update(merchantParameters).digest('base64');
}

/** Base64 and base64url name the same bytes: Redsys signs notifications in base64url. */
const bytesOf = (signature: string) => Buffer.from(signature.replace(/-/g, '+').replace(/_/g, '/'), 'base64');

/** Whether `signature` (base64 or base64url) is the one of these parameters, compared in constant time. */
export function isSignatureOf(secret: string, order: string, merchantParameters: string, signature: string): boolean {
  const expected = bytesOf(signParameters(secret, order, merchantParameters));
  const given = bytesOf(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const encodeParameters = (parameters: Record<string, string>): string => Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');

/** The merchant parameters of a notification, or undefined when they are not base64 JSON of strings. */
export function decodeParameters(merchantParameters: string): Record<string, string> | undefined {
  try {
    const decoded = JSON.parse(bytesOf(merchantParameters).toString('utf8')) as unknown;
    if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return undefined;
    return Object.fromEntries(Object.entries(decoded).map(([key, value]) => [key, String(value)]));
  } catch {
    return undefined;
  }
}

/** What a notification says once its signature checks out (Redsys' field names, any letter case). */
export interface RedsysNotice {
  gatewayOrder: string;
  amountCents: number;
  currency: string;
  responseCode: string;
  /** Ds_Response 0000–0099 is an authorised payment. */
  paid: boolean;
}

const field = (parameters: Record<string, string>, name: string): string => {
  const key = Object.keys(parameters).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? '' : decodeURIComponent(parameters[key] ?? '');
};

/** Checks a notification's body (`Ds_SignatureVersion`, `Ds_MerchantParameters`, `Ds_Signature`) with the secret. */
export function verifyNotification(secret: string, body: Record<string, unknown>): RedsysNotice | undefined {
  if (body.Ds_SignatureVersion !== SIGNATURE_VERSION) return undefined;
  const merchantParameters = typeof body.Ds_MerchantParameters === 'string' ? body.Ds_MerchantParameters : '';
  const signature = typeof body.Ds_Signature === 'string' ? body.Ds_Signature : '';
  const parameters = decodeParameters(merchantParameters);
  if (!parameters) return undefined;
  const gatewayOrder = field(parameters, 'Ds_Order');
  if (gatewayOrder === '' || !isSignatureOf(secret, gatewayOrder, merchantParameters, signature)) return undefined;
  const responseCode = field(parameters, 'Ds_Response');
  const response = /^\d{1,4}$/.test(responseCode) ? Number(responseCode) : Number.NaN;
  const amount = field(parameters, 'Ds_Amount');
  return {
    gatewayOrder,
    amountCents: /^\d+$/.test(amount) ? Number(amount) : Number.NaN,
    currency: field(parameters, 'Ds_Currency'),
    responseCode,
    paid: response >= 0 && response <= 99,
  };
}
