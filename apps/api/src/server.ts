import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { DatabaseUnreachable, waitForPostgres } from './db/client';
import { isDatabaseUnavailable } from './db/unavailable';
import { TEST_GATEWAY_WARNING } from './payments/test-gateway';
import { StorageUnreachable } from './services/storage';

// The only reader of the environment: a wrong value stops here, naming the variable.
let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

/** Start-up cannot reach the database: one line for the operator, no stack, and a failing exit code. */
function giveUp(message: string): never {
  console.error(message);
  process.exit(1);
}

if (config.databaseUrl) {
  await waitForPostgres(config.databaseUrl, { timeoutMs: config.databaseWaitMs, onRetry: (line) => console.error(line) }).catch((error: unknown) => {
    if (error instanceof DatabaseUnreachable) giveUp(error.message);
    throw error;
  });
}

const startup = buildApp({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  webDist: config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
  logger: true,
  redsys: config.redsys,
  publicUrl: config.publicUrl,
  trustProxy: config.trustProxy,
  smtpUrl: config.smtpUrl,
  redisUrl: config.redisUrl,
  s3: config.s3,
  mailFrom: config.mailFrom,
  formRateLimit: config.formRateLimit,
  botCheckSecret: config.botCheckSecret,
  requireOrderBotCheck: config.requireOrderBotCheck,
  uploadLimits: config.uploadLimits,
  recaptcha: config.recaptcha,
  verifactu: config.verifactu,
  verifactuIntervalMs: 60_000,
  relayIntervalMs: 2000,
  // DECISIONS §13: reminders due today go within a minute, and at once after facts are recorded.
  reminderIntervalMs: 60_000,
  // Expired drafts, and those whose order was completed, go within 10 minutes (docs/decisions/019-drafts-kept-on-the-server.md).
  draftSweepIntervalMs: 600_000,
});
// The database may still go away between the wait above and the migrations.
const { app } = await startup.catch((error: unknown) => {
  if (isDatabaseUnavailable(error)) giveUp(`La base de datos ha dejado de responder al arrancar: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof StorageUnreachable) giveUp(error.message);
  throw error;
});
if (!config.redsys) app.log.warn(TEST_GATEWAY_WARNING);
await app.listen({ port: config.port, host: config.host });

// SIGTERM: stop taking requests, let those in flight finish (Fastify's close), then exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
