import { isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Mail is queued in the same database as the order, so no order exists without its notice. */
export function createOutbox(db: Db) {
  return {
    async queueMail(mail: OutgoingMail): Promise<void> {
      await db.insert(outbox).values({ kind: 'mail', payload: mail });
    },
    pending: () => db.select().from(outbox).where(isNull(outbox.sentAt)).orderBy(outbox.id),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
