import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteKit } from '../route-kit';
import { createClientView } from './view';
import * as schemas from './schemas';

/** A client's file (ADR 012): their orders, invoices, messages and deadlines, found by e-mail or NIF. */
export async function clientRoutes(instance: FastifyInstance, { access }: RouteKit) {
  const admin = instance.withTypeProvider<ZodTypeProvider>();
  const clientView = createClientView(admin);

  admin.get('/api/admin/clientes', { config: access('staff'), schema: schemas.clientFile }, async (request) => clientView(request.query));
}
