import fp from 'fastify-plugin';
import { createSavedDrafts, type SavedDrafts } from './saved-drafts';
import { within } from './storage';

export interface SavedDraftOptions {
  /** How often expired and completed drafts are swept (server.ts: 10 minutes); 0 or unset leaves it to the caller (tests sweep by hand). */
  draftSweepIntervalMs?: number | undefined;
  /** The clock of the drafts' expiry; tests move it (shared with Mis pedidos' `now`). */
  now?: (() => Date) | undefined;
}

/** The store area of the drafts' files: apart from the orders', so a sweep never touches an order's file. */
export const DRAFTS_AREA = 'borradores';

declare module 'fastify' {
  interface FastifyInstance {
    /** 'Guardar y continuar más tarde' (docs/decisions/019-drafts-kept-on-the-server.md). */
    savedDrafts: SavedDrafts;
  }
}

/** The drafts kept on the server and their sweep, decorated on the root after the app services they use. */
export const savedDraftServices = fp(
  async (app, options: SavedDraftOptions) => {
    const savedDrafts = createSavedDrafts({
      db: app.db,
      outbox: app.outbox,
      store: within(app.fileStore, DRAFTS_AREA),
      publicUrl: app.publicUrl,
      now: options.now,
    });
    // Stops before the database closes (onClose runs last-registered first).
    app.addHook('onClose', () => savedDrafts.stop());
    if (options.draftSweepIntervalMs)
      savedDrafts.start(options.draftSweepIntervalMs, (error) => app.log.error(error, 'No se han podido borrar los borradores caducados; se reintentará.'));
    app.decorate('savedDrafts', savedDrafts);
  },
  { name: 'shop-saved-drafts', fastify: '5.x', dependencies: ['shop-services'] },
);
