import { resolve } from 'node:path';
import * as z from 'zod';
import { DEFAULT_UPLOAD_LIMITS } from './services/upload-budget';

const MB = 1024 * 1024;

/**
 * Every environment variable the server reads, parsed once at startup. A malformed
 * value, a missing one that another requires, or an unknown name under one of the shop's prefixes
 * (a typo that would otherwise fall back to a default without a word) stops startup with a
 * message naming it. The consultancy's PUBLIC_* details are checked here too; they are build-time
 * values (packages/settings), read from the same environment by `npm start`'s build.
 */
const url = (protocols: readonly string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `debe ser una URL ${protocols.join(' o ')}`,
  );

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const shape = {
  PORT: optional(whole(1, 65_535)),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  INIT_CWD: optional(z.string()),
  WEB_DIST: optional(z.string()),
  NODE_ENV: optional(z.enum(['production', 'development', 'test'])),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
  SHOP_DB_WAIT_SECONDS: optional(whole(0, 600)),
  PUBLIC_URL: optional(url(['http:', 'https:'])),
  TRUST_PROXY: optional(z.string().regex(/^(true|false|\d+|[0-9a-fA-F.:/,\s]+)$/, "debe ser 'true', 'false', un número de saltos o direcciones")),
  PAYMENT_PROVIDER: optional(z.enum(['test', 'redsys'])),
  REDSYS_MERCHANT_CODE: optional(z.string().regex(/^\d{1,12}$/, 'debe ser el código de comercio (FUC), solo cifras')),
  REDSYS_TERMINAL: optional(z.string().regex(/^\d{1,3}$/, 'debe ser el número de terminal')),
  REDSYS_SECRET_KEY: optional(
    z.string().refine((value) => Buffer.from(value, 'base64').length === 24, 'debe ser la clave SHA-256 del comercio en base64 (24 bytes)'),
  ),
  REDSYS_ENV: optional(z.enum(['test', 'production'])),
  SMTP_URL: optional(url(['smtp:', 'smtps:'])),
  REDIS_URL: optional(url(['redis:', 'rediss:'])),
  S3_ENDPOINT: optional(url(['http:', 'https:'])),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'debe ser el nombre de un bucket S3 (minúsculas, cifras, puntos y guiones)')),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]{2,40}$/, 'debe ser una región como eu-south-2')),
  S3_ACCESS_KEY_ID: optional(z.string().min(3)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(3)),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'], "debe ser 'true' o 'false'")),
  MAIL_FROM: optional(z.string().min(3)),
  SHOP_FORM_RATE_LIMIT: optional(whole(1, 100_000)),
  SHOP_BOT_CHECK_SECRET: optional(z.string().min(16, 'debe tener al menos 16 caracteres')),
  SHOP_UPLOAD_ORDER_MB: optional(whole(1, 10_240)),
  SHOP_UPLOAD_DAILY_MB: optional(whole(1, 1_048_576)),
  SHOP_UPLOADS_AT_ONCE: optional(whole(1, 1000)),
  SHOP_ORDER_BOT_CHECK: optional(z.enum(['required', 'optional'], "debe ser 'required' u 'optional'")),
  RECAPTCHA_SECRET_KEY: optional(z.string().min(10, 'debe ser la clave secreta de reCAPTCHA v3')),
  RECAPTCHA_MIN_SCORE: optional(z.coerce.number().min(0, 'debe estar entre 0 y 1').max(1, 'debe estar entre 0 y 1')),
  RECAPTCHA_VERIFY_URL: optional(url(['http:', 'https:'])),
  PUBLIC_RECAPTCHA_SITE_KEY: optional(z.string().min(10, 'debe ser la clave de sitio de reCAPTCHA v3')),
  PUBLIC_COMPANY_NAME: optional(z.string()),
  PUBLIC_COMPANY_LEGAL_NAME: optional(z.string()),
  PUBLIC_COMPANY_TAX_ID: optional(z.string()),
  PUBLIC_COMPANY_PHONE: optional(z.string()),
  PUBLIC_COMPANY_EMAIL: optional(z.email('debe ser un email')),
  PUBLIC_COMPANY_ADDRESS: optional(z.string()),
  PUBLIC_OFFICE_EMAIL: optional(z.email('debe ser un email')),
  PUBLIC_SITE_URL: optional(url(['http:', 'https:'])),
  PUBLIC_SOCIAL_YOUTUBE: optional(url(['http:', 'https:'])),
  PUBLIC_SOCIAL_FACEBOOK: optional(url(['http:', 'https:'])),
  PUBLIC_SOCIAL_INSTAGRAM: optional(url(['http:', 'https:'])),
  VERIFACTU_ENV: optional(z.enum(['test', 'production'], "debe ser 'test' o 'production'")),
  VERIFACTU_CERT_PATH: optional(z.string()),
  VERIFACTU_CERT_PASSWORD: optional(z.string()),
  VERIFACTU_ENDPOINT: optional(url(['https:'])),
};

/** Names under these prefixes belong to the shop: an unknown one is a typo. */
const OWN_PREFIXES = ['SHOP_', 'REDSYS_', 'SMTP_', 'MAIL_', 'PAYMENT_', 'PUBLIC_', 'RECAPTCHA_', 'VERIFACTU_', 'S3_'];

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export function parseConfig(env: Env) {
  const problems: string[] = [];
  for (const name of Object.keys(env)) {
    if (OWN_PREFIXES.some((prefix) => name.startsWith(prefix)) && !(name in shape)) problems.push(`${name}: variable desconocida (¿una errata?)`);
  }
  const parsed = z.object(shape).safeParse(env);
  if (!parsed.success) for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  if (parsed.success && parsed.data.PAYMENT_PROVIDER === 'redsys') {
    for (const name of ['REDSYS_MERCHANT_CODE', 'REDSYS_SECRET_KEY'] as const)
      if (!parsed.data[name]) problems.push(`${name}: obligatoria con PAYMENT_PROVIDER=redsys`);
  }
  // The browser asks Google with the site key (built into the page), the server checks with the secret: both or neither.
  if (parsed.success && Boolean(parsed.data.RECAPTCHA_SECRET_KEY) !== Boolean(parsed.data.PUBLIC_RECAPTCHA_SITE_KEY)) {
    problems.push('RECAPTCHA_SECRET_KEY y PUBLIC_RECAPTCHA_SITE_KEY: se configuran las dos o ninguna');
  }
  // Without a bucket the files stay in the data folder: an S3_* setting alone would be ignored without a word.
  if (parsed.success && !parsed.data.S3_BUCKET) {
    const set = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).filter(
      (name) => parsed.data[name] !== undefined,
    );
    if (set.length > 0) problems.push(`S3_BUCKET: obligatoria con ${set.join(', ')}`);
  }
  if (parsed.success && Boolean(parsed.data.S3_ACCESS_KEY_ID) !== Boolean(parsed.data.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY: se configuran las dos o ninguna');
  }
  if (parsed.success && parsed.data.VERIFACTU_CERT_PASSWORD !== undefined && !parsed.data.VERIFACTU_CERT_PATH) {
    problems.push('VERIFACTU_CERT_PASSWORD: sin VERIFACTU_CERT_PATH no hay certificado que abrir');
  }
  if (problems.length > 0 || !parsed.success) throw new ConfigError(`Configuración no válida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  const vars = parsed.data;
  const port = vars.PORT ?? 3000;
  const trust = vars.TRUST_PROXY;
  return {
    port,
    host: vars.HOST ?? '0.0.0.0',
    // npm runs the server from apps/api; ./data means the folder npm start was called from.
    dataDir: resolve(vars.INIT_CWD ?? '.', vars.DATA_DIR ?? 'data'),
    webDist: vars.WEB_DIST,
    production: vars.NODE_ENV === 'production',
    databaseUrl: vars.DATABASE_URL,
    /** How long start-up waits for DATABASE_URL to answer (a database starting alongside) before it gives up. */
    databaseWaitMs: (vars.SHOP_DB_WAIT_SECONDS ?? 30) * 1000,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${port}`,
    trustProxy: trust === undefined || trust === 'false' ? false : trust === 'true' ? true : trust,
    redsys:
      vars.PAYMENT_PROVIDER === 'redsys'
        ? {
            merchantCode: vars.REDSYS_MERCHANT_CODE!,
            terminal: vars.REDSYS_TERMINAL ?? '1',
            secretKey: vars.REDSYS_SECRET_KEY!,
            env: vars.REDSYS_ENV ?? ('test' as const),
          }
        : undefined,
    smtpUrl: vars.SMTP_URL,
    redisUrl: vars.REDIS_URL,
    /** Where the shop keeps its files (services/storage): this bucket, or DATA_DIR when unset. */
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          endpoint: vars.S3_ENDPOINT,
          region: vars.S3_REGION ?? 'us-east-1',
          credentials: vars.S3_ACCESS_KEY_ID ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY! } : undefined,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    mailFrom: vars.MAIL_FROM,
    formRateLimit: vars.SHOP_FORM_RATE_LIMIT ?? 10,
    botCheckSecret: vars.SHOP_BOT_CHECK_SECRET,
    requireOrderBotCheck: vars.SHOP_ORDER_BOT_CHECK === 'required',
    uploadLimits: {
      orderBytes: vars.SHOP_UPLOAD_ORDER_MB === undefined ? DEFAULT_UPLOAD_LIMITS.orderBytes : vars.SHOP_UPLOAD_ORDER_MB * MB,
      clientBytesPerDay: vars.SHOP_UPLOAD_DAILY_MB === undefined ? DEFAULT_UPLOAD_LIMITS.clientBytesPerDay : vars.SHOP_UPLOAD_DAILY_MB * MB,
      concurrentPerClient: vars.SHOP_UPLOADS_AT_ONCE ?? DEFAULT_UPLOAD_LIMITS.concurrentPerClient,
    },
    // DECISIONS §12: the QR's host and where records go; without a certificate they wait, pending.
    verifactu: {
      environment: vars.VERIFACTU_ENV ?? ('test' as const),
      certPath: vars.VERIFACTU_CERT_PATH === undefined ? undefined : resolve(vars.INIT_CWD ?? '.', vars.VERIFACTU_CERT_PATH),
      certPassword: vars.VERIFACTU_CERT_PASSWORD,
      endpoint: vars.VERIFACTU_ENDPOINT,
    },
    recaptcha: vars.RECAPTCHA_SECRET_KEY
      ? { secretKey: vars.RECAPTCHA_SECRET_KEY, minScore: vars.RECAPTCHA_MIN_SCORE, verifyUrl: vars.RECAPTCHA_VERIFY_URL }
      : undefined,
  };
}

export type Config = ReturnType<typeof parseConfig>;
