import { join } from 'node:path';
import { mkdir, rm } from 'node:fs/promises';
import { loadAllFlows } from '@shop/flows';
import { loadNumberingPlans } from '@shop/flow-kit';
import { openDatabase, type Database } from '../db/client';
import { createTestGateway } from '../payments/test-gateway';
import { createRedsysProvider, type RedsysConfig } from '../payments/redsys';
import type { PaymentProvider } from '../payments/provider';
import { createCatalogue } from './catalogue';
import { createOrderIntake } from './order-intake';
import { createOrderStore } from './orders';
import { createOutbox } from './outbox';
import { createPayments } from './payments';
import { createMailTransport } from '../mail/transport';
import { createMailRelay } from '../mail/relay';
import { company } from '@shop/settings';

export interface ServiceOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Keep the embedded database in memory (tests). */
  inMemory?: boolean;
  /** PostgreSQL schema to isolate in (tests). */
  schema?: string | undefined;
  /** Redsys when configured (PAYMENT_PROVIDER=redsys); the built-in test gateway otherwise. */
  redsys?: RedsysConfig | undefined;
  /** The site's public origin (PUBLIC_URL): payment notification and return addresses, links in mails. */
  publicUrl?: string | undefined;
  /** SMTP_URL; without it mails are written as .eml files under DATA_DIR/mail. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom?: string | undefined;
  /** How often the outbox relay runs; 0 or unset leaves it to the caller (tests run passes by hand). */
  relayIntervalMs?: number | undefined;
}

/** Everything the routes use, built once: database, stores, storage and the payment provider. */
export async function createServices(options: ServiceOptions) {
  await loadNumberingPlans();
  const database: Database = await openDatabase({
    url: options.databaseUrl,
    dataDir: options.inMemory ? undefined : join(options.dataDir, 'db'),
    schema: options.schema,
  });
  const orders = createOrderStore(database.db);
  const catalogue = createCatalogue(database.db);
  await catalogue.seed(await loadAllFlows());
  const uploadsDir = join(options.dataDir, 'uploads');
  const tmpDir = join(options.dataDir, 'tmp');
  await mkdir(uploadsDir, { recursive: true });
  // Whatever a crashed upload left in the temp area belongs to no order.
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true });
  const testGateway = createTestGateway();
  const provider: PaymentProvider = options.redsys ? createRedsysProvider(options.redsys) : testGateway;
  const publicUrl = (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const mailTransport = createMailTransport({ smtpUrl: options.smtpUrl, mailDir: join(options.dataDir, 'mail') });
  const mailRelay = createMailRelay(database.db, mailTransport, { from: options.mailFrom ?? `${company.name} <${company.email}>` });
  const outbox = createOutbox(database.db, () => mailRelay.nudge());
  return {
    dataDir: options.dataDir,
    database,
    db: database.db,
    orders,
    catalogue,
    outbox,
    mailTransport,
    mailRelay,
    publicUrl,
    payments: createPayments(database.db, orders, outbox, publicUrl),
    provider,
    testGateway: provider.id === 'test' ? testGateway : undefined,
    saveOrder: createOrderIntake({ orders, catalogue, uploadsDir }),
    uploadsDir,
    tmpDir,
    close: async () => {
      await mailRelay.stop();
      mailTransport.close();
      await database.close();
    },
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
