import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './test';

/** The text of the mails the server wrote (no SMTP: .eml files under DATA_DIR/mail), quoted-printable undone. */
export function writtenMails(): string[] {
  const folder = join(process.env.E2E_DATA_DIR!, 'mail');
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.map((name) =>
    readFileSync(join(folder, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/** The first link matching `pattern` in a mail to `email`, waiting for the outbox relay to write it. */
export async function linkInMail(email: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = writtenMails()
          .filter((mail) => mail.includes(`To: ${email}`))
          .map((mail) => pattern.exec(mail)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}
