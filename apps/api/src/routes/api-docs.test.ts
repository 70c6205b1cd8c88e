import { describe, expect, it } from 'vitest';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { useTestApp } from '../testing/test-app';
import * as schemas from './api-schemas';

describe('the API contract', () => {
  const context = useTestApp({ inMemory: true });

  it('is served as OpenAPI at /api/docs, generated from the routes’ schemas, without the back office', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/guardar_marca',
      '/api/enviar_email_internacional',
      '/api/products/{flowId}',
      '/api/pedido/{referencia}',
      '/api/pagos/notificacion',
      '/api/navbar',
      '/api/noticias/public',
      '/api/contact',
      '/api/newsletter',
      '/api/health',
      '/g/pay',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    expect(Object.keys(document.paths['/api/guardar_marca']!.post!.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '503']));
    expect((await context.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('refuses to send an answer outside its schema', () => {
    const serialize = serializerCompiler({ schema: schemas.savedOrder, method: 'POST', url: '/api/guardar_marca', httpStatus: '201' });
    expect(
      serialize({ referencia: 'R', numero: 'P-1', estado: 'draft', estadoTexto: 'Borrador guardado', total: { centimos: 100, texto: '1,00 €' } }),
    ).toContain('"referencia":"R"');
    expect(() => serialize({ referencia: 'R', numero: 'P-1', estado: 'draft', total: 100 })).toThrow();
  });

  it('validates what comes in: a malformed query answers a Spanish 400, not a 500', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/api/noticias/public?page=${'9'.repeat(50)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: expect.stringMatching(/[áéíóúñ]|petición|válid/i) });
  });
});
