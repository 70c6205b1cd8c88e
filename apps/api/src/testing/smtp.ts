import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback for tests and benchmarks (STACK.md: no TLS, any sender). It keeps
 * what it accepts and can say when a mail to an address arrives.
 */
export function localSmtp() {
  const received: ReceivedMail[] = [];
  const waiting = new Map<string, () => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of 127.0.0.1: this machine has no resolver to ask.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        for (const address of to) waiting.get(address)?.();
        callback();
      });
    },
  });
  return {
    received,
    /** Resolves when a mail to `address` has been accepted. */
    arrival: (address: string) => new Promise<void>((resolve) => waiting.set(address, resolve)),
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
