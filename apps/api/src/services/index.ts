import fp from 'fastify-plugin';
import { loadAllFlows } from '@shop/flows';
import { loadNumberingPlans } from '@shop/flow-kit';
import { company } from '@shop/settings';
import type { External, ExternalOptions } from '../plugins/external';
import { CATALOGUE_CHANNEL, createCatalogue, type Catalogue } from './catalogue';
import { createOrderIntake } from './order-intake';
import { createOrderStore, type OrderStore } from './orders';
import { createOutbox, type Outbox } from './outbox';
import { createPayments, type Payments } from './payments';
import { createQuoteRequests, type RequestQuote } from './quote-requests';
import { createMailRelay, type MailRelay } from '../mail/relay';
import { createBotCheck, type BotCheck } from '../site/bot-check';
import { createRecaptchaCheck, type RecaptchaOptions } from '../site/recaptcha';
import { createInvoices, type Invoices } from './invoices';
import { createVerifactuSender, type VerifactuSender, type VerifactuSenderOptions } from './verifactu-sender';
import { createRights, type Rights } from './rights';
import { STORE_AREAS, within } from './storage';

export interface AppServiceOptions {
  /** The site's public origin (PUBLIC_URL): payment notification and return addresses, links in mails. */
  publicUrl?: string | undefined;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom?: string | undefined;
  /** How often the outbox relay runs; 0 or unset leaves it to the caller (tests run passes by hand). */
  relayIntervalMs?: number | undefined;
  /** The keyless bot check's signing secret; a random one per process when unset. */
  botCheckSecret?: string | undefined;
  /** reCAPTCHA v3 keys' server half (DECISIONS §7): with it, tokens are Google's, not the self-hosted check's. */
  recaptcha?: Omit<RecaptchaOptions, 'onTrouble'> | undefined;
  /**
   * Whether a new order must carry a passed bot check (DECISIONS §7). Off by default: the spec's
   * save call has no token, and direct clients of that contract keep working, their orders marked.
   */
  requireOrderBotCheck?: boolean | undefined;
  /** DECISIONS §12: the AEAT environment of the QR and of the records, and the certificate to send them with. */
  verifactu?: Pick<VerifactuSenderOptions, 'environment' | 'certPath' | 'certPassword' | 'endpoint' | 'ca'> | undefined;
  /** How often due records go to AEAT; 0 or unset leaves it to the caller (tests run passes by hand). */
  verifactuIntervalMs?: number | undefined;
  /** The office's day as 'YYYY-MM-DD', which deadlines are counted to (DECISIONS §13); tests fix it. */
  today?: (() => string) | undefined;
}

export type ServiceOptions = ExternalOptions & AppServiceOptions;

/** The shop's own stores and services, built on the external ones. */
export interface AppServices {
  orders: OrderStore;
  catalogue: Catalogue;
  outbox: Outbox;
  mailRelay: MailRelay;
  payments: Payments;
  saveOrder: ReturnType<typeof createOrderIntake>;
  /** Sends a saved quote request to the office, once (DECISIONS §9). */
  requestQuote: RequestQuote;
  /** DECISIONS §7: one bot check for the contact form and the orders (challenges are single-use across both). */
  botCheck: BotCheck;
  /** PUBLIC_URL without its trailing slash: absolute addresses never come from a request's Host header. */
  publicUrl: string;
  /** DECISIONS §12: invoices issued with each payment, and their VERI*FACTU records' sender. */
  invoices: Invoices;
  verifactuSender: VerifactuSender;
  /** DECISIONS §13: the office's facts about each order's right, and its deadlines. */
  rights: Rights;
}

/** Everything the routes use, each decorated on the app once (tests read it as `services`). */
export type Services = External & AppServices;

declare module 'fastify' {
  interface FastifyInstance extends External, AppServices {}
}

/**
 * Builds the stores and services from the external plugin's decorators and decorates the root
 * with them (fastify-plugin, so every route plugin sees them). Fastify refuses to start when the
 * external plugin was not registered first.
 */
export const appServices = fp(
  async (app, options: AppServiceOptions) => {
    await loadNumberingPlans();
    const { db } = app;
    const orders = createOrderStore(db);
    const catalogue = createCatalogue(db, { channel: app.database.channel?.(CATALOGUE_CHANNEL) });
    // Prices changed on another instance: forget the cached tables at once, so all charge the new figure.
    const catalogueChanges = app.database.listen?.(
      CATALOGUE_CHANNEL,
      () => catalogue.forget(),
      (message) => app.log.warn(message),
    );
    if (catalogueChanges) app.addHook('onClose', () => catalogueChanges.close());
    await catalogue.seed(await loadAllFlows());
    const publicUrl = (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
    const verifactu = options.verifactu ?? { environment: 'test' as const };
    const invoices = createInvoices(db, { pdfs: within(app.fileStore, STORE_AREAS.invoices), environment: verifactu.environment });
    const verifactuSender = createVerifactuSender(db, {
      ...verifactu,
      obligado: { nif: company.taxId, nombre: company.legalName },
      onTrouble: (message) => app.log.warn(message),
    });
    app.addHook('onClose', () => verifactuSender.stop());
    if (options.verifactuIntervalMs)
      verifactuSender.start(options.verifactuIntervalMs, (error) => app.log.error(error, 'El envío de registros VERI*FACTU ha fallado; se reintentará.'));
    const mailRelay = createMailRelay(db, app.mailTransport, {
      // A receipt's invoice PDF is read when the mail goes (made again if it was lost).
      readAttachment: (ref) => invoices.attachment(ref),
      from: options.mailFrom ?? `${company.name} <${company.email}>`,
      // One line per failed try: the outbox row keeps only the last error, and nobody reads it unasked.
      onSendFailure: ({ outboxId, attempt, error, givenUp }) =>
        app.log.warn(
          { outboxId, attempt, error },
          givenUp ? 'Correo abandonado: el servidor de correo lo rechaza.' : 'No se ha podido enviar un correo; se reintentará.',
        ),
    });
    // Stops before the mail transport and the database close (onClose runs last-registered first).
    app.addHook('onClose', () => mailRelay.stop());
    if (options.relayIntervalMs) mailRelay.start(options.relayIntervalMs, (error) => app.log.error(error, 'El envío de correos ha fallado; se reintentará.'));
    const outbox = createOutbox(db, () => mailRelay.nudge());
    const botCheck = options.recaptcha
      ? createRecaptchaCheck({ ...options.recaptcha, onTrouble: (error) => app.log.warn({ err: error }, 'No se ha podido verificar un token de reCAPTCHA.') })
      : createBotCheck({ secret: options.botCheckSecret, claimShared: app.sharedStore?.claimOnce });

    const requestQuote = createQuoteRequests({ orders, outbox, publicUrl });
    const decorators: AppServices = {
      orders,
      catalogue,
      outbox,
      mailRelay,
      payments: createPayments(db, orders, outbox, publicUrl, invoices),
      saveOrder: createOrderIntake({
        orders,
        catalogue,
        uploads: within(app.fileStore, STORE_AREAS.uploads),
        botCheck,
        requireBotCheck: options.requireOrderBotCheck ?? false,
        requestQuote,
      }),
      requestQuote,
      botCheck,
      publicUrl,
      invoices,
      verifactuSender,
      rights: createRights(db, options.today),
    };
    for (const [name, value] of Object.entries(decorators)) app.decorate(name, value);
  },
  { name: 'shop-services', fastify: '5.x', dependencies: ['shop-external'], decorators: { fastify: ['db', 'mailTransport', 'fileStore'] } },
);
