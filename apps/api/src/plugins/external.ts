import { join } from 'node:path';
import { mkdir, rm } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/client';
import { createMailTransport, type MailTransport } from '../mail/transport';
import { createRedsysProvider, type RedsysConfig } from '../payments/redsys';
import type { PaymentProvider } from '../payments/provider';
import { createTestGateway } from '../payments/test-gateway';
import { connectSharedStore, type SharedStore } from './shared-store';
import { openFileStore, type FileStore, type S3StoreOptions } from '../services/storage';

export interface ExternalOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Keep the embedded database in memory (tests). */
  inMemory?: boolean;
  /** A migrated PGlite dump the in-memory database starts from (tests: db/client.ts `pgliteDump`). */
  pgliteDump?: Blob | Promise<Blob> | undefined;
  /** PostgreSQL schema to isolate in (tests). */
  schema?: string | undefined;
  /** How long a request's query waits for PostgreSQL (db/client.ts QUERY_TIMEOUT_MS unless set; tests shorten it). */
  queryTimeoutMs?: number | undefined;
  /** Redsys when configured (PAYMENT_PROVIDER=redsys); the built-in test gateway otherwise. */
  redsys?: RedsysConfig | undefined;
  /** SMTP_URL; without it mails are written as .eml files under DATA_DIR/mail. */
  smtpUrl?: string | undefined;
  /** REDIS_URL: rate limits, used bot-check challenges and upload quotas shared by every instance. */
  redisUrl?: string | undefined;
  /** The prefix of the shop's Redis keys (tests isolate themselves with their own). */
  redisKeyPrefix?: string | undefined;
  /** S3_*: the shop's files in this bucket instead of DATA_DIR. */
  s3?: S3StoreOptions | undefined;
}

/** What the shop talks to outside its own code: the database, the mail server, the payment gateway and its folders. */
export interface External {
  database: Database;
  db: Db;
  mailTransport: MailTransport;
  provider: PaymentProvider;
  /** The built-in gateway when it is the provider: it signs notifications (tests, the test checkout). */
  testGateway: ReturnType<typeof createTestGateway> | undefined;
  dataDir: string;
  uploadsDir: string;
  tmpDir: string;
  /** Redis when REDIS_URL is set; each instance's memory otherwise. */
  sharedStore: SharedStore | undefined;
  /** The shop's files (services/storage): the S3 bucket when S3_BUCKET is set, DATA_DIR otherwise. */
  fileStore: FileStore;
}

/**
 * Opens the outside world once and decorates the root with it; fastify-plugin so that the app
 * services and every route plugin see the decorators. Each connection is closed on `onClose`,
 * which runs after the plugins registered later (the mail relay stops before its database goes).
 */
export const external = fp(
  async (app, options: ExternalOptions) => {
    // First: a bucket that takes no file stops the start before anything else is opened.
    const fileStore = await openFileStore({ dataDir: options.dataDir, s3: options.s3 });
    app.addHook('onClose', () => fileStore.close());
    const database = await openDatabase({
      url: options.databaseUrl,
      dataDir: options.inMemory ? undefined : join(options.dataDir, 'db'),
      schema: options.schema,
      pgliteDump: options.inMemory ? options.pgliteDump : undefined,
      queryTimeoutMs: options.queryTimeoutMs,
    });
    app.addHook('onClose', () => database.close());
    const mailTransport = createMailTransport({ smtpUrl: options.smtpUrl, mailDir: join(options.dataDir, 'mail') });
    app.addHook('onClose', () => mailTransport.close());

    const uploadsDir = join(options.dataDir, 'uploads');
    const tmpDir = join(options.dataDir, 'tmp');
    await mkdir(uploadsDir, { recursive: true });
    // Whatever a crashed upload left in the temp area belongs to no order.
    await rm(tmpDir, { recursive: true, force: true });
    await mkdir(tmpDir, { recursive: true });

    const sharedStore = options.redisUrl ? connectSharedStore(options.redisUrl, (message) => app.log.warn(message), options.redisKeyPrefix) : undefined;
    if (sharedStore) app.addHook('onClose', () => sharedStore.close());

    const testGateway = createTestGateway();
    const provider: PaymentProvider = options.redsys ? createRedsysProvider(options.redsys) : testGateway;

    const decorators: External = {
      database,
      db: database.db,
      mailTransport,
      provider,
      testGateway: provider.id === 'test' ? testGateway : undefined,
      dataDir: options.dataDir,
      uploadsDir,
      tmpDir,
      sharedStore,
      fileStore,
    };
    for (const [name, value] of Object.entries(decorators)) app.decorate(name, value);
  },
  { name: 'shop-external', fastify: '5.x' },
);
