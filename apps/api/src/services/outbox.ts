import { isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { AttachmentRef } from '../mail/transport';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  attachments?: AttachmentRef[] | undefined;
}

/** Anything that can insert: the database, or a transaction of what causes the mail. */
type Executor = Pick<Db, 'insert'>;

/**
 * Mail is queued in the same database as the order, in the transaction of the change that causes
 * it (pass that transaction), so no change exists without its notice; the relay sends it later.
 */
export function createOutbox(db: Db, onQueued: () => void = () => {}) {
  return {
    async queueMail(mail: OutgoingMail, executor: Executor = db): Promise<void> {
      await executor.insert(outbox).values({ kind: 'mail', payload: mail });
      onQueued();
    },
    pending: () => db.select().from(outbox).where(isNull(outbox.sentAt)).orderBy(outbox.id),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
