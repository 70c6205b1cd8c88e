import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import * as schemas from './api-schemas';

/** `/api/health`: whether the database answers, for the operator and the load balancer (issue 11). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: schemas.health }, async (request, reply) => {
    try {
      await app.db.execute(sql`SELECT 1`);
      return { ok: true, database: app.database.kind };
    } catch (error) {
      // The detail (the failed query, the driver's words) is for the log, not for whoever asks.
      request.log.warn({ err: error }, 'Comprobación de salud: la base de datos no responde');
      return reply.code(503).send({ ok: false, database: app.database.kind, error: 'La base de datos no responde.' });
    }
  });
}
