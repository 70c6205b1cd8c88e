import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** The office's mails about a visitor answer to the visitor: Reply reaches them, not the shop's own address. */
  replyTo?: string | undefined;
  /** Files it carries, by reference (an invoice's PDF): the relay reads each when it sends the mail. */
  attachments?: AttachmentRef[] | undefined;
}

/** A file kept outside the outbox row; `ref` is what the relay's `readAttachment` reads. */
export interface AttachmentRef {
  filename: string;
  contentType: string;
  ref: string;
}

/** A mail as it leaves: its attachments read. */
export type OutgoingMessage = Omit<MailMessage, 'attachments'> & {
  from: string;
  id: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[] | undefined;
};

export interface MailTransport {
  /** 'smtp', or 'eml' when no SMTP is configured (DECISIONS §10: written under DATA_DIR/mail). */
  kind: 'smtp' | 'eml';
  send: (message: OutgoingMessage) => Promise<void>;
  close: () => void;
}

/**
 * SMTP when `smtpUrl` is set (smtp://user:pass@host:587, smtps://...); otherwise each mail is
 * written as an .eml file, so nothing is lost on a fresh machine and staff can open them.
 */
export function createMailTransport(options: { smtpUrl?: string | undefined; mailDir: string }): MailTransport {
  if (options.smtpUrl) {
    // A pool keeps a few connections open: one SMTP handshake per mail would cap the relay at a
    // handful of mails a second. URL parameters, if any, still win.
    const url = new URL(options.smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '4');
    const transport = nodemailer.createTransport(url.toString());
    return {
      kind: 'smtp',
      send: async ({ id, ...message }) => {
        await transport.sendMail({ ...message, messageId: `<${id}@outbox>` });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | undefined;
  return {
    kind: 'eml',
    send: async ({ id, ...message }) => {
      ready ??= mkdir(options.mailDir, { recursive: true });
      await ready;
      const info = await transport.sendMail({ ...message, messageId: `<${id}@outbox>` });
      await writeFile(join(options.mailDir, `${id}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
