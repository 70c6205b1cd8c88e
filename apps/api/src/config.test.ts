import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('configuration', () => {
  it('gives the defaults of a fresh machine', () => {
    expect(parseConfig({})).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      redsys: undefined,
      smtpUrl: undefined,
      formRateLimit: 10,
    });
  });

  it('reads Redsys, proxy, SMTP and the public address', () => {
    const config = parseConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://tienda.example.es',
      TRUST_PROXY: '1',
      PAYMENT_PROVIDER: 'redsys',
      REDSYS_MERCHANT_CODE: '999008881',
      REDSYS_SECRET_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
      REDSYS_ENV: 'production',
      SMTP_URL: 'smtp://usuario:clave@correo.example.es:587',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://tienda.example.es',
      trustProxy: '1',
      smtpUrl: 'smtp://usuario:clave@correo.example.es:587',
    });
    expect(config.redsys).toEqual({ merchantCode: '999008881', terminal: '1', secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7', env: 'production' });
  });

  it.each([
    [{ PORT: 'tres mil' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/test' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'tienda.example.es' }, 'PUBLIC_URL'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'redsys', REDSYS_SECRET_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' }, 'REDSYS_MERCHANT_CODE'],
    [{ REDSYS_SECRET_KEY: 'corta' }, 'REDSYS_SECRET_KEY'],
    [{ SMTP_URL: 'http://correo.example.es' }, 'SMTP_URL'],
    [{ PUBLIC_OFFICE_EMAIL: 'oficina' }, 'PUBLIC_OFFICE_EMAIL'],
    [{ REDSYS_SECRETKEY: 'x' }, 'REDSYS_SECRETKEY'],
    [{ SHOP_FORM_RATELIMIT: '5' }, 'SHOP_FORM_RATELIMIT'],
    [{ SHOP_ORDER_BOT_CHECK: 'siempre' }, 'SHOP_ORDER_BOT_CHECK'],
    [{ SHOP_UPLOAD_DAILY_MB: '0' }, 'SHOP_UPLOAD_DAILY_MB'],
    [{ SHOP_UPLOAD_ORDER_MB: 'mucho' }, 'SHOP_UPLOAD_ORDER_MB'],
    [{ RECAPTCHA_SECRET_KEY: '6LeSecretoDePrueba' }, 'RECAPTCHA_SECRET_KEY y PUBLIC_RECAPTCHA_SITE_KEY'],
    [{ RECAPTCHA_SECRET_KEY: '6LeSecretoDePrueba', PUBLIC_RECAPTCHA_SITE_KEY: '6LeSitioDePrueba', RECAPTCHA_MIN_SCORE: '2' }, 'RECAPTCHA_MIN_SCORE'],
    [{ RECAPTCHA_SECRETKEY: 'x' }, 'RECAPTCHA_SECRETKEY'],
    [{ S3_BUCKETS: 'tienda' }, 'S3_BUCKETS'],
    [{ S3_BUCKET: 'Tienda_Archivos' }, 'S3_BUCKET'],
    [{ S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'tienda' }, 'S3_ENDPOINT'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'tienda', S3_ACCESS_KEY_ID: 'tienda' }, 'S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'tienda', S3_FORCE_PATH_STYLE: 'si' }, 'S3_FORCE_PATH_STYLE'],
  ])('stops on %j, naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('reads the bot check settings: reCAPTCHA v3 keys and whether new orders need a passed check', () => {
    expect(parseConfig({})).toMatchObject({ recaptcha: undefined, requireOrderBotCheck: false });
    const config = parseConfig({
      RECAPTCHA_SECRET_KEY: '6LeSecretoDePrueba',
      PUBLIC_RECAPTCHA_SITE_KEY: '6LeSitioDePrueba',
      RECAPTCHA_MIN_SCORE: '0.7',
      SHOP_ORDER_BOT_CHECK: 'required',
    });
    expect(config).toMatchObject({ recaptcha: { secretKey: '6LeSecretoDePrueba', minScore: 0.7 }, requireOrderBotCheck: true });
  });

  it('reads the upload limits in MB, with the documented defaults', () => {
    expect(parseConfig({}).uploadLimits).toEqual({ orderBytes: 256 * 1024 * 1024, clientBytesPerDay: 1024 * 1024 * 1024, concurrentPerClient: 3 });
    expect(parseConfig({ SHOP_UPLOAD_ORDER_MB: '50', SHOP_UPLOAD_DAILY_MB: '200', SHOP_UPLOADS_AT_ONCE: '2' }).uploadLimits).toEqual({
      orderBytes: 50 * 1024 * 1024,
      clientBytesPerDay: 200 * 1024 * 1024,
      concurrentPerClient: 2,
    });
  });

  it('keeps files in the data folder unless a bucket is named; then in S3, with keys or the SDK’s own chain', () => {
    expect(parseConfig({}).s3).toBeUndefined();
    expect(
      parseConfig({
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'tienda',
        S3_REGION: 'eu-south-2',
        S3_ACCESS_KEY_ID: 'tienda',
        S3_SECRET_ACCESS_KEY: 'una-clave',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'tienda',
      endpoint: 'http://minio:9000',
      region: 'eu-south-2',
      credentials: { accessKeyId: 'tienda', secretAccessKey: 'una-clave' },
      forcePathStyle: true,
    });
    // AWS itself with an instance role: no endpoint, no keys.
    expect(parseConfig({ S3_BUCKET: 'tienda' }).s3).toEqual({
      bucket: 'tienda',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('leaves alone variables that are not the shop’s', () => {
    expect(() => parseConfig({ PATH: '/usr/bin', HOME: '/root', npm_config_cache: '/tmp' })).not.toThrow();
  });
});
