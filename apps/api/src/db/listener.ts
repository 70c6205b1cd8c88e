import type pg from 'pg';

/** How long to wait before listening again after the connection was lost, growing to the last figure. */
const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000];

/**
 * A channel's name for one database: schemas share a database's channels, so tests (each in a
 * schema of its own) and several shops on one server do not hear each other.
 */
export const channelName = (base: string, schema: string | undefined): string => (schema ? `${base}_${schema}` : base);

/**
 * Listens to a PostgreSQL channel on a connection of its own (LISTEN holds it: a pooled one would
 * be handed to queries). A lost connection is opened again, and `onNotify` is then called with an
 * empty payload, since whatever was notified meanwhile was missed.
 */
export function listen(
  Client: typeof pg.Client,
  connection: pg.ClientConfig,
  channel: string,
  onNotify: (payload: string) => void,
  onTrouble: (message: string) => void,
): { close: () => Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const again = () => {
    if (closed || timer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt++, RECONNECT_DELAYS_MS.length - 1)];
    timer = setTimeout(() => {
      timer = undefined;
      void open();
    }, delay);
    timer.unref();
  };

  async function open() {
    const current = new Client(connection);
    client = current;
    current.on('error', (error) => {
      onTrouble(`PostgreSQL: escucha de ${channel} perdida (${error.message}); se reabrirá.`);
      void current.end().catch(() => undefined);
      again();
    });
    current.on('end', again);
    current.on('notification', (message) => onNotify(message.payload ?? ''));
    try {
      await current.connect();
      await current.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      if (attempt > 0) onNotify('');
      attempt = 0;
    } catch (error) {
      onTrouble(`PostgreSQL: no se puede escuchar ${channel} (${error instanceof Error ? error.message : String(error)}); se reintentará.`);
      await current.end().catch(() => undefined);
      again();
    }
  }

  void open();
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
