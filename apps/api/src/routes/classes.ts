import type { FastifyInstance } from 'fastify';
import { MAX_DESCRIPTION, suggestClasses } from '@shop/ip-content/class-suggestions';
import * as schemas from './api-schemas';
import { Refusal } from '../services/refusal';

export interface ClassRoutesOptions {
  /** Suggestions per client and minute; 0 turns the limit off. */
  perMinute?: number;
}

export const DESCRIPTION_TOO_LONG = `La descripción no puede superar los ${MAX_DESCRIPTION} caracteres.`;

/**
 * DECISIONS §14: which Nice classes a business's own words suggest, from the same index the class
 * step runs in the browser. Help, never a decision: the visitor or the agent chooses. The same
 * question always gets the same answer, so shared caches may keep it.
 */
export async function classRoutes(app: FastifyInstance, { perMinute = 120 }: ClassRoutesOptions = {}) {
  const rateLimit = perMinute > 0 ? { max: perMinute, timeWindow: '1 minute' } : (false as const);
  app.get<{ Querystring: { descripcion?: string } }>(
    '/api/clases/sugerencias',
    { schema: schemas.classSuggestions, config: { rateLimit } },
    async (request, reply) => {
      const description = request.query.descripcion ?? '';
      // Characters as a visitor counts them: an emoji is one.
      if ([...description].length > MAX_DESCRIPTION) throw new Refusal(400, DESCRIPTION_TOO_LONG, { descripcion: DESCRIPTION_TOO_LONG });
      reply.header('cache-control', 'public, max-age=3600');
      return { sugerencias: suggestClasses(description) };
    },
  );
}
