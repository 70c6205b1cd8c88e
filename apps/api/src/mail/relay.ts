import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { everyInterval, type IntervalJob } from '../services/every-interval';
import type { MailMessage, MailTransport } from './transport';

export interface RelayOptions {
  from: string;
  /** Tries before a mail the mail server refuses for good (5xx) is given up (and stays visible as failed). */
  maxAttempts?: number;
  batchSize?: number;
  /** How long a claimed mail belongs to one relay; after that another may retry it. */
  leaseSeconds?: number;
  /** Back-off before the n-th retry: base × 2^(n−1), capped at an hour. */
  backoffBaseSeconds?: number;
  /** Told of every failed try (the app logs it): the operator learns of a mail server down from the log, not from the table. */
  onSendFailure?: (failure: SendFailure) => void;
  /** Reads a mail's attachment by its reference when the mail is sent (an invoice's PDF, services/invoices.ts). */
  readAttachment?: (ref: string) => Promise<Buffer>;
}

export interface SendFailure {
  outboxId: string | number;
  attempt: number;
  /** The mail server's or the transport's words, without addresses nor credentials. */
  error: string;
  /** Given up for good (a permanent refusal after the last try); otherwise retried later. */
  givenUp: boolean;
}

/**
 * An error's words as a log may hold them: a mail server's reply often quotes the recipient
 * ('550 <ana@example.es>: no such user'), and a transport error might quote its URL's credentials.
 */
export function loggableError(message: string): string {
  return message
    .replace(/\/\/[^\s/@]+@/g, '//[oculto]@')
    .replace(/[^\s<>()"',;:/[\]]+@[^\s<>()"',;]+/g, '[email oculto]')
    .split('\n')[0]!
    .slice(0, 300);
}

/**
 * A refusal that trying again will not change: the server's permanent reply (5xx: no such mailbox,
 * relaying denied). Anything else (no connection, a timeout, a 4xx "try later") is an outage, and
 * an outage of any length must not cost a receipt or an office notice: those are retried until sent.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  if (typeof code === 'number') return code >= 500 && code < 600;
  return error instanceof Error && /^5\d\d\b/.test(error.message);
}

interface Claimed {
  id: string | number;
  payload: MailMessage;
  attempts: number;
}

/**
 * The outbox relay (DECISIONS §10). Mails are claimed with a lease in one statement that skips
 * rows another relay holds (FOR UPDATE SKIP LOCKED), then sent outside any transaction so the
 * embedded database's single connection is never held during SMTP. A mail is marked sent once;
 * failures wait with exponential back-off (at most an hour), keeping the last error; only a mail
 * the server refuses for good is given up, after `maxAttempts`.
 *
 * Why not pg-boss or graphile-worker: both need a pool of real PostgreSQL connections (LISTEN,
 * advisory locks on separate sessions), which the embedded PGlite, one in-process connection,
 * does not give; the shop must run the same code on both.
 */
export function createMailRelay(db: Db, transport: MailTransport, options: RelayOptions) {
  const maxAttempts = options.maxAttempts ?? 8;
  const batchSize = options.batchSize ?? 20;
  const lease = `${options.leaseSeconds ?? 120} seconds`;
  const base = options.backoffBaseSeconds ?? 30;
  let passes: IntervalJob | undefined;

  async function claim(): Promise<Claimed[]> {
    const result = await db.execute(sql`
      UPDATE outbox SET locked_until = now() + ${lease}::interval, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM outbox
        WHERE sent_at IS NULL AND failed_at IS NULL AND kind = 'mail' AND next_attempt_at <= now()
          AND (locked_until IS NULL OR locked_until < now())
        ORDER BY id LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, payload, attempts`);
    return rowsOf<Claimed>(result);
  }

  async function deliver(mail: Claimed): Promise<boolean> {
    try {
      const { attachments, ...message } = mail.payload;
      // Read at sending time, so the row stays small; a file that cannot be read yet is retried like an outage.
      const files = attachments?.length
        ? await Promise.all(
            attachments.map(async ({ filename, contentType, ref }) => {
              if (!options.readAttachment) throw new Error(`No attachment reader for ${ref}`);
              return { filename, contentType, content: await options.readAttachment(ref) };
            }),
          )
        : undefined;
      await transport.send({ ...message, ...(files ? { attachments: files } : {}), from: options.from, id: `outbox-${mail.id}` });
      await db.execute(sql`UPDATE outbox SET sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${mail.id}`);
      return true;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const delay = `${Math.min(3600, base * 2 ** (mail.attempts - 1))} seconds`;
      const givenUp = mail.attempts >= maxAttempts && isPermanentFailure(error);
      options.onSendFailure?.({ outboxId: mail.id, attempt: mail.attempts, error: loggableError(message), givenUp });
      if (givenUp) {
        await db.execute(sql`UPDATE outbox SET failed_at = now(), locked_until = NULL, last_error = ${message} WHERE id = ${mail.id}`);
      } else {
        await db.execute(
          sql`UPDATE outbox SET next_attempt_at = now() + ${delay}::interval, locked_until = NULL, last_error = ${message} WHERE id = ${mail.id}`,
        );
      }
      return false;
    }
  }

  /** One pass: claims what is due and sends it; answers how many were sent. */
  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      // The batch goes out together over the transport's pooled connections.
      sent += (await Promise.all(batch.map(deliver))).filter(Boolean).length;
      if (batch.length < batchSize) return sent;
    }
  }

  return {
    runOnce,
    /** Runs a pass every `intervalMs`; a database or SMTP outage only delays the next pass. */
    start(intervalMs: number, onError: (error: unknown) => void) {
      passes = everyInterval(runOnce, intervalMs, onError);
    },
    /**
     * A mail was just queued: run a pass shortly instead of waiting for the interval. The delay
     * lets the transaction that queued it commit; if it has not, the next interval's pass sends it.
     */
    nudge() {
      passes?.nudge(25);
    },
    async stop() {
      await passes?.stop();
    },
  };
}

export type MailRelay = ReturnType<typeof createMailRelay>;
