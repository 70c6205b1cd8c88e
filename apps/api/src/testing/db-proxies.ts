import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** `target` with its host and port replaced by a proxy's on loopback. */
const throughPort = (target: URL, port: number) => {
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return url.toString();
};

/**
 * A database that goes away and comes back, played by a TCP proxy in front of the real PostgreSQL:
 * closing it drops every connection (as a restart does) and refuses new ones until it reopens.
 */
export function proxyTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<number>((resolve) => {
      if (server?.listening) return resolve(port);
      server = createServer((client) => {
        const upstream = createConnection(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve(port);
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  return { open, close, url: () => throughPort(target, port) };
}

/**
 * The bytes of a simple-protocol query message ('Q', length, text, NUL) as node-postgres sends a
 * statement without parameters, such as drizzle's `commit`: a stall can wait for exactly that one.
 */
export const simpleQuery = (text: string): Buffer => {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('Q', 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
};

/**
 * A database that stalls: a TCP proxy that, once stalled, keeps every connection open and passes
 * nothing more either way, and takes new connections without answering them (a network partition,
 * a frozen server). `stallAfter` stalls right after passing the first message that holds some
 * bytes, the whole database or only that message's connection: the database runs it (a COMMIT
 * commits) but its answer never arrives. `release` passes what was held, in order, and everything
 * after, as a network that comes back does; `reset` drops every connection, as a restart does.
 */
export async function stallingProxyTo(target: URL) {
  interface Link {
    stalled: boolean;
    /** Passes what was held each way, then the closes that came meanwhile. */
    flush: () => void;
    sockets: readonly Socket[];
  }
  const links = new Set<Link>();
  let everything = false;
  let trigger: { bytes: Buffer; connection: boolean; resolve: () => void } | undefined;

  const server = createServer((client) => {
    const upstream = createConnection(Number(target.port || 5432), target.hostname);
    const toUpstream: Buffer[] = [];
    const toClient: Buffer[] = [];
    const closes: (() => void)[] = [];
    const link: Link = {
      stalled: false,
      sockets: [client, upstream],
      flush: () => {
        for (const chunk of toUpstream.splice(0)) upstream.write(chunk);
        for (const chunk of toClient.splice(0)) client.write(chunk);
        for (const close of closes.splice(0)) close();
      },
    };
    const held = () => everything || link.stalled;
    links.add(link);
    for (const socket of link.sockets) socket.on('error', () => socket.destroy());
    client.on('data', (chunk: Buffer) => {
      if (held()) return void toUpstream.push(chunk);
      upstream.write(chunk);
      if (trigger && chunk.includes(trigger.bytes)) {
        const { connection, resolve } = trigger;
        trigger = undefined;
        if (connection) link.stalled = true;
        else everything = true;
        resolve();
      }
    });
    upstream.on('data', (chunk: Buffer) => (held() ? toClient.push(chunk) : client.write(chunk)));
    // A side that closes closes the other once what it sent has gone through (TCP delivers what was
    // written before a close): a query sent just before its client gave up still runs.
    client.on('close', () => (held() ? closes.push(() => upstream.end()) : upstream.end()));
    upstream.on('close', () => (held() ? closes.push(() => client.end()) : client.end()));
    // Forgotten once both sides are closed; until then `close` can still destroy either.
    let open = 2;
    for (const socket of link.sockets) socket.once('close', () => --open === 0 && links.delete(link));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: throughPort(target, (server.address() as AddressInfo).port),
    stall: () => void (everything = true),
    /** Stalls the database, or only the connection that sent it, once a message holding `bytes` has gone through; resolves then. */
    stallAfter: (bytes: Buffer | string, { connection = false } = {}) =>
      new Promise<void>((resolve) => {
        trigger = { bytes: typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes, connection, resolve };
      }),
    release: () => {
      everything = false;
      trigger = undefined;
      for (const link of links) {
        link.stalled = false;
        link.flush();
      }
    },
    reset: () => {
      everything = false;
      trigger = undefined;
      for (const link of links) for (const socket of link.sockets) socket.destroy();
      links.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const link of links) for (const socket of link.sockets) socket.destroy();
        links.clear();
        server.close(() => resolve());
      }),
  };
}
