import { describe, expect, it } from 'vitest';
import { encodeParameters, orderKey, signParameters, verifyNotification } from './redsys-signature';

// Redsys' own documentation vectors (ADR 006).
const SECRET = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const DOCUMENTED_JSON =
  '{"DS_MERCHANT_TRANSACTIONTYPE":"0","DS_MERCHANT_ORDER":"0726qI3H7sZx","DS_MERCHANT_MERCHANTCODE":"999008881","DS_MERCHANT_TERMINAL":"1","DS_MERCHANT_AMOUNT":"4999","DS_MERCHANT_CURRENCY":"978","DS_MERCHANT_MERCHANTURL":"http://www.prueba.com/urlNotificacion.php","DS_MERCHANT_URLOK":"http://www.prueba.com/urlOK.php","DS_MERCHANT_URLKO":"http://www.prueba.com/urlKO.php"}';

const notification = (parameters: Record<string, string>, secret = SECRET) => {
  const merchantParameters = encodeParameters(parameters);
  const signature = signParameters(secret, parameters.Ds_Order ?? '', merchantParameters)
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: merchantParameters, Ds_Signature: signature };
};

describe('Redsys HMAC_SHA256_V1', () => {
  it('derives the documented per-order 3DES keys', () => {
    expect(orderKey(SECRET, '0726qI3H7sZx').toString('base64')).toBe('GViV77kFjMPKVUcE9qxzlg==');
    expect(orderKey(SECRET, '012345678').toString('base64')).toBe('ub0/L8+E9+9ITQJwk3SvHA==');
  });

  it('signs the documented parameters', () => {
    const merchantParameters = Buffer.from(DOCUMENTED_JSON).toString('base64');
    expect(signParameters(SECRET, '0726qI3H7sZx', merchantParameters)).toBe('TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=');
  });

  it('reads a good notification: paid for 0000–0099, not paid otherwise', () => {
    const base = { Ds_Order: '1234abcdEFGH', Ds_Amount: '19900', Ds_Currency: '978' };
    expect(verifyNotification(SECRET, notification({ ...base, Ds_Response: '0000' }))).toEqual({
      gatewayOrder: '1234abcdEFGH',
      amountCents: 19900,
      currency: '978',
      responseCode: '0000',
      paid: true,
    });
    expect(verifyNotification(SECRET, notification({ ...base, Ds_Response: '0099' }))?.paid).toBe(true);
    expect(verifyNotification(SECRET, notification({ ...base, Ds_Response: '0100' }))?.paid).toBe(false);
    expect(verifyNotification(SECRET, notification({ ...base, Ds_Response: '9915' }))?.paid).toBe(false);
  });

  it('refuses a forged, altered or malformed notification', () => {
    const good = notification({ Ds_Order: '1234abcdEFGH', Ds_Amount: '19900', Ds_Currency: '978', Ds_Response: '0000' });
    expect(
      verifyNotification(SECRET, notification({ Ds_Order: '1234abcdEFGH', Ds_Amount: '19900', Ds_Response: '0000' }, 'Q0hBTkdFTUVDSEFOR0VNRUNIQU5HRU1F')),
    ).toBeUndefined();
    const altered = encodeParameters({ Ds_Order: '1234abcdEFGH', Ds_Amount: '100', Ds_Currency: '978', Ds_Response: '0000' });
    expect(verifyNotification(SECRET, { ...good, Ds_MerchantParameters: altered })).toBeUndefined();
    expect(verifyNotification(SECRET, { ...good, Ds_SignatureVersion: 'HMAC_SHA512_V2' })).toBeUndefined();
    expect(verifyNotification(SECRET, { ...good, Ds_Signature: '' })).toBeUndefined();
    expect(verifyNotification(SECRET, { ...good, Ds_MerchantParameters: 'not base64 json' })).toBeUndefined();
    expect(verifyNotification(SECRET, {})).toBeUndefined();
  });
});
