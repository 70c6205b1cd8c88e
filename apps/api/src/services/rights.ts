import { desc, eq } from 'drizzle-orm';
import { clientTextOf, deadlinesOf, statusOf, type Deadline, type RightDeclaration, type RightFacts, type RightStatus } from '@shop/deadlines';
import { dataFromEnvelope, rightOf, type AnyFlow } from '@shop/flow-kit';
import type { Db } from '../db/client';
import { orderFilingFacts } from '../db/schema';
import type { OrderRow } from './orders';

export type FilingRow = typeof orderFilingFacts.$inferSelect;

/** What staff record of the office's doings (the body of `POST /api/admin/orders/:numero/filing`). */
export interface FilingFacts {
  officeNumber: string;
  filedOn: string;
  publishedOn?: string | undefined;
  grantedOn?: string | undefined;
  objectionOn?: string | undefined;
  objectionTermEndsOn?: string | undefined;
  renewedOn?: string | undefined;
}

/** A deadline as the visitor's order page answers it (DECISIONS §13). */
export interface Plazo {
  tipo: string;
  texto: string;
  desde: string;
  hasta: string;
  finRecargo: string | null;
}

/** The office's calendar (Europe/Madrid): a deadline's day is Spain's, whatever the server's zone. */
const officeCalendar = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });
export const officeDayOf = (instant: Date): string => officeCalendar.format(instant);
export const officeToday = (): string => officeDayOf(new Date());

/**
 * The facts the engine counts from: the recording in force, and for a renewal order the day the
 * client asked (every period whose grace had ended by then was renewed, or it could not be now).
 */
export function rightFactsOf(declared: RightDeclaration, facts: FilingRow, order: Pick<OrderRow, 'createdAt'>): RightFacts {
  return {
    kind: declared.kind,
    filedOn: facts.filedOn,
    publishedOn: facts.publishedOn ?? undefined,
    grantedOn: facts.grantedOn ?? undefined,
    objectionOn: facts.objectionOn ?? undefined,
    objectionTermEndsOn: facts.objectionTermEndsOn ?? undefined,
    renewals: facts.renewedOn ? [facts.renewedOn] : undefined,
    renewedBefore: declared.action === 'renews' ? officeDayOf(order.createdAt) : undefined,
  };
}

/** One order's right as of today: what its flow declares, the recordings, the deadlines they give. */
export interface RightView {
  today: string;
  declared: RightDeclaration | undefined;
  rows: FilingRow[];
  current: FilingRow | undefined;
  facts: RightFacts | undefined;
  deadlines: Deadline[];
  status: RightStatus | undefined;
}

/**
 * The rights orders file (DECISIONS §13): the office's facts staff record, append-only, and the
 * deadlines @shop/deadlines draws from them. `today` is the office's day; tests fix it.
 */
export function createRights(db: Db, today: () => string = officeToday) {
  const history = (orderId: number): Promise<FilingRow[]> =>
    db.select().from(orderFilingFacts).where(eq(orderFilingFacts.orderId, orderId)).orderBy(orderFilingFacts.id);

  async function viewOf(order: OrderRow, flow: AnyFlow | undefined): Promise<RightView> {
    const rows = await history(order.id);
    const current = rows.at(-1);
    const envelopeData = dataFromEnvelope(order.envelope as Record<string, unknown>);
    const declared = flow ? rightOf(flow, flow.parseData(envelopeData) ?? envelopeData) : undefined;
    const facts = declared && current ? rightFactsOf(declared, current, order) : undefined;
    const day = today();
    return { today: day, declared, rows, current, facts, deadlines: facts ? deadlinesOf(facts, day) : [], status: facts ? statusOf(facts, day) : undefined };
  }

  return {
    today,
    history,
    viewOf,

    /** Records a new set of facts (the whole set: the latest row is in force); `audit` runs in the same transaction. */
    async record(order: OrderRow, facts: FilingFacts, staffEmail: string, audit: (tx: Db, before: FilingRow | undefined) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(orderFilingFacts).where(eq(orderFilingFacts.orderId, order.id)).orderBy(desc(orderFilingFacts.id)).limit(1);
        await tx.insert(orderFilingFacts).values({
          orderId: order.id,
          officeNumber: facts.officeNumber,
          filedOn: facts.filedOn,
          publishedOn: facts.publishedOn ?? null,
          grantedOn: facts.grantedOn ?? null,
          objectionOn: facts.objectionOn ?? null,
          objectionTermEndsOn: facts.objectionTermEndsOn ?? null,
          renewedOn: facts.renewedOn ?? null,
          staffEmail,
        });
        await audit(tx as unknown as Db, before);
      });
    },

    /** The visitor's `plazos`: each deadline in the client's words, as of today. */
    async plazosOf(order: OrderRow, flow: AnyFlow | undefined): Promise<Plazo[]> {
      const view = await viewOf(order, flow);
      const kind = view.facts?.kind;
      if (!kind) return [];
      return view.deadlines.map((deadline) => ({
        tipo: deadline.kind,
        texto: clientTextOf(kind, deadline, view.today),
        desde: deadline.opensOn,
        hasta: deadline.dueOn,
        finRecargo: deadline.graceEndsOn ?? null,
      }));
    },
  };
}

export type Rights = ReturnType<typeof createRights>;
