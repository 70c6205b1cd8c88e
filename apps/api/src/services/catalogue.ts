import { eq, sql } from 'drizzle-orm';
import { suplidosKey, withFallback, type PriceTable } from '@shop/money';
import type { AnyFlow } from '@shop/flow-kit';
import { loadFlow } from '@shop/flows';
import type { Db } from '../db/client';
import { catalogue } from '../db/schema';

/**
 * How long a flow's price table is reused. Changes made through `set` apply at once in this
 * process and, told by a notification (CATALOGUE_CHANNEL), in milliseconds in the others; a change
 * made by hand in SQL, or missed while an instance was reconnecting, applies within this time.
 */
export const PRICE_CACHE_MS = 2000;

/** Where `set` tells every instance that prices changed (PostgreSQL NOTIFY; the payload is the flow). */
export const CATALOGUE_CHANNEL = 'tienda_catalogo';

/** The flow whose stored figures price `flow` (FlowSpec.pricesFrom): its own, or the one it shares. */
export const catalogueOwner = (flow: AnyFlow): string => flow.pricesFrom ?? flow.id;

/** The same, from a flow id (the menu's services name their flow). */
export async function catalogueOwnerOf(flowId: string): Promise<string> {
  const flow = await loadFlow(flowId);
  return flow ? catalogueOwner(flow) : flowId;
}

/** A catalogue entry's two figures: its price and, of it, the official fees (DECISIONS §12). */
export interface CatalogueFigures {
  cents: number;
  suplidosCents: number;
}

/**
 * DECISIONS §1: the catalogue table holds every price; seeded from the flows, then staff's to change.
 * DECISIONS §12: each price with its official-fee part, seeded and changed the same way.
 */
export function createCatalogue(db: Db, options: { channel?: string | undefined } = {}) {
  const cache = new Map<string, { at: number; table: PriceTable }>();
  return {
    /** Drops every cached table: another instance changed a price. */
    forget(): void {
      cache.clear();
    },

    async seed(flows: readonly AnyFlow[]): Promise<void> {
      // A flow priced by another's figures has no rows of its own: there is one figure to change.
      const rows = flows
        .filter((flow) => flow.pricesFrom === undefined)
        .flatMap((flow) =>
          flow.catalogue.map((entry) => ({ flowId: flow.id, key: entry.key, label: entry.label, cents: entry.cents, suplidosCents: entry.suplidosCents })),
        );
      if (rows.length === 0) return;
      await db.insert(catalogue).values(rows).onConflictDoNothing();
      // Rows stored before official fees were kept (migration 0016) get the seed's, within their
      // price, which staff may have changed: as a missing row gets the seed, once.
      const seeds = sql.join(
        rows.map((row) => sql`(${row.flowId}::text, ${row.key}::text, ${row.suplidosCents}::integer)`),
        sql`, `,
      );
      await db.execute(
        sql`UPDATE catalogue SET suplidos_cents = LEAST(seed.suplidos, catalogue.cents) FROM (VALUES ${seeds}) AS seed(flow_id, key, suplidos) WHERE catalogue.flow_id = seed.flow_id AND catalogue.key = seed.key AND catalogue.suplidos_cents IS NULL`,
      );
    },

    /** Every stored entry, by flow then key: the back office's Precios (admin/prices). */
    async all() {
      return db.select().from(catalogue).orderBy(catalogue.flowId, catalogue.key);
    },

    /** Each entry's label by flow and key: how the audit log names a price (admin/audit). */
    async labels() {
      return db.select({ flowId: catalogue.flowId, key: catalogue.key, label: catalogue.label }).from(catalogue);
    },

    async entries(flowId: string) {
      return db.select().from(catalogue).where(eq(catalogue.flowId, flowId)).orderBy(catalogue.key);
    },

    /** The flow's price table: stored figures, the flow's seed where a key is missing. */
    async prices(flow: AnyFlow): Promise<PriceTable> {
      const cached = cache.get(flow.id);
      if (cached && Date.now() - cached.at < PRICE_CACHE_MS) return cached.table;
      const rows = await db
        .select()
        .from(catalogue)
        .where(eq(catalogue.flowId, catalogueOwner(flow)));
      const stored = rows.flatMap((row) => [
        [row.key, row.cents] as const,
        ...(row.suplidosCents === null ? [] : [[suplidosKey(row.key), row.suplidosCents] as const]),
      ]);
      const table = withFallback(flow.catalogue, Object.fromEntries(stored));
      cache.set(flow.id, { at: Date.now(), table });
      return table;
    },

    /**
     * Changes one entry: its price, or its price and official fees; `by` is who (ADR 007 shows it),
     * `alongside` runs in the same transaction (the audit record) and is told the figures before.
     * Answers false when the entry does not exist. A price alone keeps the fees, within it (the
     * back office refuses a price below its fees before it gets here).
     */
    async set(
      flowId: string,
      key: string,
      figures: number | CatalogueFigures,
      by?: string,
      alongside?: (tx: Db, before: CatalogueFigures) => Promise<void>,
    ): Promise<boolean> {
      const cents = typeof figures === 'number' ? figures : figures.cents;
      // Flows that share these figures cached them under their own id.
      cache.clear();
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(catalogue)
          .where(sql`${catalogue.flowId} = ${flowId} AND ${catalogue.key} = ${key}`)
          .for('update');
        if (!before) return false;
        const suplidosCents = typeof figures === 'number' ? Math.min(cents, before.suplidosCents ?? 0) : figures.suplidosCents;
        await tx
          .update(catalogue)
          .set({ cents, suplidosCents, updatedAt: new Date(), updatedBy: by ?? null })
          .where(sql`${catalogue.flowId} = ${flowId} AND ${catalogue.key} = ${key}`);
        await alongside?.(tx as unknown as Db, { cents: before.cents, suplidosCents: before.suplidosCents ?? 0 });
        // Sent on commit, to every instance listening (services/index.ts), so a price set on one is charged by all.
        if (options.channel) await tx.execute(sql`SELECT pg_notify(${options.channel}, ${flowId})`);
        return true;
      });
      // Again after writing: a read racing the update may have cached the old figure.
      cache.clear();
      return changed;
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
