import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { isolated } from './testing/databases';

describe('logs', () => {
  it('are structured and keep no personal data nor secrets from addresses', async () => {
    const lines: string[] = [];
    const own = isolated({ inMemory: true });
    const { app } = await buildApp({ ...own.options, logger: true, logStream: { write: (line) => void lines.push(line) } });
    try {
      await app.inject({ method: 'GET', url: '/api/pedido/SecretoDePedido123456789' });
      await app.inject({ method: 'GET', url: '/g/pay?trans=SecretoDePedido123456789' });
      await app.inject({ method: 'GET', url: '/newsletter/baja?token=TokenSecretoDeBaja1234567' });
      app.log.warn({ order: { name: 'Lucía', lastName: 'Martínez', email: 'lucia@example.es', phone: '612345678', producto: 'Marca Nacional' } }, 'prueba');
    } finally {
      await app.close();
      await own.cleanup();
    }
    const text = lines.join('');
    for (const secret of ['SecretoDePedido', 'TokenSecretoDeBaja', 'Lucía', 'Martínez', 'lucia@example.es', '612345678']) expect(text).not.toContain(secret);
    expect(text).toContain('Marca Nacional');
    expect(text).toContain('/api/pedido/[oculto]');
    // One JSON object per line.
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
