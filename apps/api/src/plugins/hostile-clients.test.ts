import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadFlow } from '@shop/flows';
import { buildApp, type AppOptions } from '../app';
import { isolated } from '../testing/databases';
import { validOrderOf } from '../testing/orders';
import { orderForm } from '../testing/forms';

/**
 * Attacks through real sockets, as a client on the network would make them: the timeouts and the
 * pace of bodies only exist on a listening server, not through `inject`.
 */
async function listening(options: Partial<AppOptions>) {
  const test = isolated({ inMemory: true, orderRateLimit: 0, ...options });
  const { app } = await buildApp(test.options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { app, port, close: async () => (await app.close(), await test.cleanup()) };
}

const BOUNDARY = 'ataque';
const fieldPart = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePartHead = (name: string, filename: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
const multipartHead = (port: number, contentLength: number) =>
  `POST /api/guardar_marca HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${contentLength}\r\n\r\n`;

/** A raw connection: what the server answered so far, and when it closed. */
function rawClient(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
  const answered = new Promise<string>((resolve) => {
    const check = () => (/\r\n\r\n/.test(received) ? resolve(received) : undefined);
    socket.on('data', check);
    socket.on('close', () => resolve(received));
  });
  return { socket, closed, answered, write: (text: string | Buffer) => new Promise<void>((resolve) => socket.write(text, () => resolve())) };
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
const bodyOf = (response: string) =>
  JSON.parse(Buffer.from(response.split('\r\n\r\n').slice(1).join('\r\n\r\n'), 'latin1').toString('utf8')) as {
    error: string;
    fields?: Record<string, string>;
  };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const nested = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe('hostile bodies against a listening server', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => (server = await listening({})));
  afterAll(() => server.close());

  async function healthLatencies(count: number): Promise<number[]> {
    const times: number[] = [];
    for (let index = 0; index < count; index++) {
      const start = performance.now();
      const response = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      await response.text();
      times.push(performance.now() - start);
    }
    return times;
  }

  it("keeps other visitors' requests within a few times their quiet latency under three deep-JSON attackers", async () => {
    const megabyte = nested(500_000);
    // Under the 64 kB limit, so it reaches the parser: the depth check refuses it instead.
    const underLimit = nested(30_000);
    const multipart = fieldPart('data', megabyte) + `--${BOUNDARY}--\r\n`;
    const attacks = [
      () =>
        fetch(`http://127.0.0.1:${server.port}/api/pagos/notificacion`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: megabyte }),
      () => fetch(`http://127.0.0.1:${server.port}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: underLimit }),
      () => fetch(`http://127.0.0.1:${server.port}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: megabyte }),
      () =>
        fetch(`http://127.0.0.1:${server.port}/api/guardar_marca`, {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: multipart,
        }),
    ];
    const statuses = new Set<number>();
    await healthLatencies(5);
    const quiet = median(await healthLatencies(30));
    let attacking = true;
    const attackers = [0, 1, 2].map(async (attacker) => {
      for (let round = 0; attacking && round < 2000; round++) {
        const response = await attacks[(attacker + round) % attacks.length]!().catch(() => undefined);
        if (response) statuses.add(response.status);
        await response?.arrayBuffer().catch(() => undefined);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const underAttack = median(await healthLatencies(30));
    attacking = false;
    await Promise.all(attackers);
    expect(
      [...statuses].every((status) => status >= 400 && status < 500),
      [...statuses].join(),
    ).toBe(true);
    // Parsing the attack used to hold the event loop 0.2-3 s a request; now a check refuses it in microseconds.
    expect(underAttack, `quiet ${quiet.toFixed(1)} ms, under attack ${underAttack.toFixed(1)} ms`).toBeLessThan(quiet * 5 + 25);
  });

  it('takes the payment notification only form-encoded, as Redsys sends it', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/pagos/notificacion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Ds_Signature: 'x' }),
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error).toMatch(/application\/x-www-form-urlencoded/);
  });

  it('sets request, header and idle timeouts on the server', () => {
    const http = server.app.server;
    expect(http.headersTimeout).toBe(20_000);
    expect(http.requestTimeout).toBe(600_000);
    expect(http.keepAliveTimeout).toBe(30_000);
    expect(http.timeout).toBe(30_000);
  });

  it('refuses a file as soon as it passes its flow’s limit, reading no further and keeping nothing', async () => {
    const flow = (await loadFlow('recurso-alzada'))!;
    const head = fieldPart('data', JSON.stringify(validOrderOf(flow))) + filePartHead('uploadedFile_0', 'escrito.pdf');
    // Announces 60 MB, sends 6 MB of a 5 MB-per-file flow, then waits: the answer must come anyway.
    const client = rawClient(server.port);
    await client.write(multipartHead(server.port, 60 * 1024 * 1024));
    await client.write(head + '%PDF-1.4\n');
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    for (let sent = 0; sent < 6 * 1024 * 1024; sent += chunk.length) await client.write(chunk);
    const response = await client.answered;
    client.socket.destroy();
    expect(statusOf(response)).toBe(400);
    expect(bodyOf(response).fields).toEqual({ attachments: 'El archivo escrito.pdf excede el tamaño máximo de 5MB' });
    expect(readdirSync(server.app.tmpDir)).toEqual([]);
    expect(readdirSync(server.app.uploadsDir)).toEqual([]);
  });
});

describe('slow clients', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  // Short windows so that the test waits a second, not a minute; the pace is the same rule.
  beforeAll(async () => (server = await listening({ bodyPace: { windowMs: 300, minBytes: 2048 } })));
  afterAll(() => server.close());

  it('cuts off a body trickled a byte at a time, and lets a normal upload through', async () => {
    const client = rawClient(server.port);
    await client.write(multipartHead(server.port, 100_000));
    const start = performance.now();
    const trickle = setInterval(() => client.socket.writable && client.socket.write('x'), 50);
    const closedAt = await client.closed;
    clearInterval(trickle);
    expect(closedAt - start).toBeLessThan(2000);

    const flow = (await loadFlow('renovacion-marca'))!;
    const file = { field: 'uploadedFile_0', name: 'poder.pdf', content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 0x41)]) };
    const response = await fetch(`http://127.0.0.1:${server.port}/api/guardar_marca`, {
      method: 'POST',
      body: orderForm(validOrderOf(flow), { fileCount: '1' }, [file]),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  });

  it('lets a client have three uploads in progress, not a fourth, and frees a slot when one ends', async () => {
    const slow = await listening({ bodyPace: { windowMs: 60_000, minBytes: 1 } });
    try {
      const held = [0, 1, 2].map(() => rawClient(slow.port));
      for (const client of held) await client.write(multipartHead(slow.port, 1_000_000) + fieldPart('modulo', 'rtm'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const refused = await fetch(`http://127.0.0.1:${slow.port}/api/guardar_marca`, { method: 'POST', body: orderForm({}) });
      expect(refused.status).toBe(429);
      expect((await refused.json()).error).toBe('Ya tienes varios envíos de archivos en curso. Espera a que terminen e inténtalo de nuevo.');
      held[0]!.socket.destroy();
      await held[0]!.closed;
      await new Promise((resolve) => setTimeout(resolve, 100));
      const next = await fetch(`http://127.0.0.1:${slow.port}/api/guardar_marca`, { method: 'POST', body: orderForm({}) });
      expect(next.status).toBe(400);
      for (const client of held) client.socket.destroy();
    } finally {
      await slow.close();
    }
  });
});
