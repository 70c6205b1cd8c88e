import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { TEST_GATEWAY_WARNING } from './payments/test-gateway';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`Falta la variable ${name}, necesaria con PAYMENT_PROVIDER=redsys.`);
    process.exit(1);
  }
  return value;
}

/** TRUST_PROXY: unset or 'false' trusts no proxy; 'true', a hop count, or addresses/CIDRs (Fastify's forms). */
function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

// npm runs this from apps/api; ./data means the folder npm start was called from.
const dataDir = resolve(process.env.INIT_CWD ?? '.', process.env.DATA_DIR ?? 'data');
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const port = Number(process.env.PORT ?? 3000);

const redsys =
  process.env.PAYMENT_PROVIDER === 'redsys'
    ? {
        merchantCode: required('REDSYS_MERCHANT_CODE'),
        terminal: process.env.REDSYS_TERMINAL ?? '1',
        secretKey: required('REDSYS_SECRET_KEY'),
        env: process.env.REDSYS_ENV === 'production' ? ('production' as const) : ('test' as const),
      }
    : undefined;

const { app } = await buildApp({
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  webDist,
  logger: true,
  redsys,
  publicUrl: process.env.PUBLIC_URL || `http://localhost:${port}`,
  trustProxy: trustProxyOf(process.env.TRUST_PROXY),
  smtpUrl: process.env.SMTP_URL || undefined,
  mailFrom: process.env.MAIL_FROM || undefined,
  relayIntervalMs: 2000,
});
if (!redsys) app.log.warn(TEST_GATEWAY_WARNING);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
