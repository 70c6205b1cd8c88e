import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { isolated } from '../testing/databases';

/** Writes raw bytes to the server and reads what comes back until it closes the connection. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy());
  });
}

describe('requests Node refuses before any route', () => {
  it('are answered in Spanish in the refusal shape, and a body that breaks off logs no server error', async () => {
    const lines: string[] = [];
    const own = isolated({ inMemory: true });
    const { app } = await buildApp({ ...own.options, logger: true, logStream: { write: (line) => void lines.push(line) } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const garbage = await exchange(port, 'GARBAGE\r\n\r\n');
      expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4))).toEqual({
        success: false,
        message: 'Petición no válida.',
        error: 'Petición no válida.',
        fields: {},
      });
      const huge = await exchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      expect(huge).toContain('Las cabeceras de la petición son demasiado grandes.');
      const broken = await exchange(
        port,
        'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n',
      );
      expect(broken).toMatch(/^HTTP\/1\.1 400 /);
      expect(broken).not.toMatch(/Bad Request","message"|Client Error/);
      // The server still answers, and what it logged holds no error of its own (level 50).
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      await app.close();
      await own.cleanup();
    }
    expect(lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });
});
