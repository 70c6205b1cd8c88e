import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { TEST_GATEWAY_WARNING } from './payments/test-gateway';

// The only reader of the environment: a wrong value stops here, naming the variable.
let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const { app } = await buildApp({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  webDist: config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
  logger: true,
  redsys: config.redsys,
  publicUrl: config.publicUrl,
  trustProxy: config.trustProxy,
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  formRateLimit: config.formRateLimit,
  botCheckSecret: config.botCheckSecret,
  requireOrderBotCheck: config.requireOrderBotCheck,
  recaptcha: config.recaptcha,
  relayIntervalMs: 2000,
});
if (!config.redsys) app.log.warn(TEST_GATEWAY_WARNING);
await app.listen({ port: config.port, host: config.host });

// SIGTERM: stop taking requests, let those in flight finish (Fastify's close), then exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
