import { eq, sql } from 'drizzle-orm';
import { withFallback, type PriceTable } from '@shop/money';
import type { AnyFlow } from '@shop/flow-kit';
import type { Db } from '../db/client';
import { catalogue } from '../db/schema';

/** DECISIONS §1: the catalogue table holds every price; seeded from the flows, then staff's to change. */
export function createCatalogue(db: Db) {
  return {
    async seed(flows: readonly AnyFlow[]): Promise<void> {
      const rows = flows.flatMap((flow) => flow.catalogue.map((entry) => ({ flowId: flow.id, key: entry.key, label: entry.label, cents: entry.cents })));
      if (rows.length > 0) await db.insert(catalogue).values(rows).onConflictDoNothing();
    },

    async entries(flowId: string) {
      return db.select().from(catalogue).where(eq(catalogue.flowId, flowId)).orderBy(catalogue.key);
    },

    /** The flow's price table: stored figures, the flow's seed where a key is missing. */
    async prices(flow: AnyFlow): Promise<PriceTable> {
      const rows = await db.select().from(catalogue).where(eq(catalogue.flowId, flow.id));
      return withFallback(flow.catalogue, Object.fromEntries(rows.map((row) => [row.key, row.cents])));
    },

    async set(flowId: string, key: string, cents: number): Promise<void> {
      await db
        .update(catalogue)
        .set({ cents, updatedAt: new Date() })
        .where(sql`${catalogue.flowId} = ${flowId} AND ${catalogue.key} = ${key}`);
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
