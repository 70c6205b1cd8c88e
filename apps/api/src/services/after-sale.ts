import fp from 'fastify-plugin';
import { createClientSpace, type ClientSpace } from './client-space';
import { createLinkSigner } from './link-keys';
import { createReminders, type Reminders } from './reminders';
import { createRenewalWatches, type RenewalWatches } from './renewal-watches';

export interface AfterSaleOptions {
  /** How often the reminder job runs (server.ts: a minute); 0 or unset leaves it to the caller (tests run passes by hand). */
  reminderIntervalMs?: number | undefined;
  /** The clock of Mis pedidos' links and sessions; tests fix it. */
  now?: (() => Date) | undefined;
  /** Mis pedidos' link requests per client in 15 minutes and per address in an hour (10 and 3 unless set). */
  myOrdersLinkLimits?: { perClient: number; perAddress: number } | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** DECISIONS §13: reminders before each deadline of the rights orders file. */
    reminders: Reminders;
    /** DECISIONS §13: Mis pedidos, the client's orders by a one-time link. */
    clientSpace: ClientSpace;
    /** 'Avísame cuando toque renovar': rights filed elsewhere, followed by the same reminders once confirmed. */
    renewalWatches: RenewalWatches;
  }
}

/**
 * After the sale (DECISIONS §13; docs/decisions/014-after-the-sale.md): the reminder job and the
 * client's space, decorated on the root after the app services they use, before any area.
 */
export const afterSaleServices = fp(
  async (app, options: AfterSaleOptions) => {
    const signer = createLinkSigner(app.db);
    const deps = { db: app.db, outbox: app.outbox, signer, publicUrl: app.publicUrl };
    // The watches feed the reminder job, and confirming one asks the job to follow it.
    const renewalWatches = createRenewalWatches({ ...deps, reminders: () => reminders, now: options.now });
    const reminders: Reminders = createReminders({
      ...deps,
      rights: app.rights,
      watches: renewalWatches.source,
      onError: (error) => app.log.error(error, 'No se ha podido preparar un recordatorio; se reintentará mañana.'),
    });
    // Stops before the database closes (onClose runs last-registered first).
    app.addHook('onClose', () => reminders.stop());
    app.addHook('onClose', async () => renewalWatches.stop());
    if (options.reminderIntervalMs) {
      reminders.start(options.reminderIntervalMs, (error) => app.log.error(error, 'Los recordatorios han fallado; se reintentará.'));
      // Unconfirmed sign-ups are forgotten once their link expires; an hour's delay keeps nothing that matters.
      renewalWatches.start(3_600_000, (error) => app.log.error(error, 'No se han podido borrar los avisos sin confirmar; se reintentará.'));
    }
    app.decorate('reminders', reminders);
    app.decorate('clientSpace', createClientSpace({ ...deps, now: options.now }));
    app.decorate('renewalWatches', renewalWatches);
  },
  { name: 'shop-after-sale', fastify: '5.x', dependencies: ['shop-services'] },
);
