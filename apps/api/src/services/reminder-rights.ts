import { and, eq, ne, sql } from 'drizzle-orm';
import type { Deadline, RightKind } from '@shop/deadlines';
import { loadFlow } from '@shop/flows';
import type { Db } from '../db/client';
import { orderFilingFacts, orders } from '../db/schema';
import { ORDER_STATUS, PAID_STATES } from './orders';
import type { Rights } from './rights';

/**
 * A followed right as a reminder pass reads it, whatever it came from (an order, or a renewal
 * watch, services/renewal-watches.ts): whom to write, about which right, its deadlines as of today,
 * the page that shows them, and what its stop link signs.
 */
export interface RightToRemind {
  to: string;
  /** The client's first name, when known. */
  nombre: string;
  kind: RightKind;
  officeNumber: string;
  /** The mark's name or the design's title, when known. */
  name: string;
  /** The order's number; empty for a watch. */
  numero: string;
  deadlines: Deadline[];
  /** The order's page; a watch has none. */
  pageUrl: string | undefined;
  stop: { purpose: string; subject: string };
}

/** What a stop link signs for an order's right (link-keys.ts). */
export const ORDER_STOP = 'baja';

const text = (envelope: unknown, key: string): string => {
  const value = (envelope as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
};

/**
 * An order's right (DECISIONS §13): paid and not refused, with facts recorded, and not followed by a
 * later order of the same office number (its renewal ordered here), which reminds instead.
 */
export function orderRights(db: Db, rights: Rights, pageOf: (referencia: string) => string) {
  async function supersededBy(orderId: number, factsId: number, officeNumber: string): Promise<boolean> {
    const later = await db
      .select({ id: orderFilingFacts.id })
      .from(orderFilingFacts)
      .where(and(eq(orderFilingFacts.officeNumber, officeNumber), ne(orderFilingFacts.orderId, orderId), sql`${orderFilingFacts.id} > ${factsId}`))
      .limit(1);
    return later.length > 0;
  }

  return async function rightOf(orderId: number): Promise<RightToRemind | undefined> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || !PAID_STATES.includes(order.status) || order.status === ORDER_STATUS.refused) return undefined;
    const view = await rights.viewOf(order, await loadFlow(order.flow));
    if (!view.facts || !view.current || (await supersededBy(order.id, view.current.id, view.current.officeNumber))) return undefined;
    return {
      to: text(order.envelope, 'email'),
      nombre: text(order.envelope, 'name'),
      kind: view.facts.kind,
      officeNumber: view.current.officeNumber,
      name: text(order.envelope, 'brandName'),
      numero: order.numero,
      deadlines: view.deadlines,
      pageUrl: pageOf(order.referencia),
      stop: { purpose: ORDER_STOP, subject: String(order.id) },
    };
  };
}
