import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import * as schemas from './api-schemas';

/**
 * What a load balancer asks. Liveness (`/api/health/live`): the process answers, whatever the
 * database does, so a database outage does not restart every instance. Readiness (`/api/health`,
 * also `/api/health/ready`): the database answers too, so traffic goes elsewhere while it does not;
 * once SIGTERM starts the shutdown, Fastify answers 503 to new requests, readiness included.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health/live', { schema: schemas.liveness }, async () => ({ ok: true as const }));
  app.get('/api/health/ready', { schema: schemas.health }, (request, reply) => readiness(request, reply));
  app.get('/api/health', { schema: schemas.health }, (request, reply) => readiness(request, reply));

  async function readiness(request: FastifyRequest, reply: FastifyReply) {
    try {
      await app.db.execute(sql`SELECT 1`);
      return { ok: true, database: app.database.kind };
    } catch (error) {
      // The detail (the failed query, the driver's words) is for the log, not for whoever asks.
      request.log.warn({ err: error }, 'Comprobación de salud: la base de datos no responde');
      return reply.code(503).send({ ok: false, database: app.database.kind, error: 'La base de datos no responde.' });
    }
  }
}
