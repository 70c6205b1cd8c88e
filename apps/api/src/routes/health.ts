import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import * as schemas from './api-schemas';

/** `/api/health`: whether the database answers, for the operator and the load balancer (issue 11). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: schemas.health }, async (_request, reply) => {
    try {
      await app.db.execute(sql`SELECT 1`);
      return { ok: true, database: app.database.kind };
    } catch (error) {
      return reply
        .code(503)
        .send({ ok: false, database: app.database.kind, error: `La base de datos no responde: ${error instanceof Error ? error.message : String(error)}` });
    }
  });
}
