import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createClientEdit } from './client-edit';
import { createRefunds } from './refunds';
import * as schemas from './client-schemas';
import type { RouteKit } from '../route-kit';

const DATA_CORRECTION = 'Corrección de los datos del destinatario';

/**
 * An order's client data and refunds (ADR 012): staff correct the client's data; admins issue the
 * corrective invoices and refunds, as every corrective invoice (admin/invoices).
 */
export async function orderClientRoutes(instance: FastifyInstance, { access, actorOf }: RouteKit) {
  const admin = instance.withTypeProvider<ZodTypeProvider>();
  const edit = createClientEdit(admin);
  const refunds = createRefunds(admin);

  // Whether the signed-in member may issue what the screen offers: admins only (403 otherwise).
  const isAdmin = (request: { staff?: { role: string } }) => request.staff?.role === 'admin';

  admin.get('/api/admin/orders/:numero/client', { config: access('staff'), schema: schemas.clientData }, async (request) => ({
    ...(await edit.view(request.params.numero)),
    puedeRectificar: isAdmin(request),
  }));

  admin.put('/api/admin/orders/:numero/client', { config: access('staff'), schema: schemas.saveClientData }, async (request) => ({
    ok: true,
    ...(await edit.save(request.params.numero, request.body, actorOf(request))),
  }));

  admin.post('/api/admin/orders/:numero/client/corrective', { config: access('admin'), schema: schemas.correctClientInvoice }, async (request) => ({
    ok: true,
    ...(await edit.correctInvoice(request.params.numero, request.body.motivo ?? DATA_CORRECTION, actorOf(request))),
  }));

  admin.get('/api/admin/orders/:numero/refunds', { config: access('staff'), schema: schemas.refunds }, async (request) => ({
    ...(await refunds.summary(request.params.numero)),
    puedeReembolsar: isAdmin(request),
  }));

  admin.post('/api/admin/orders/:numero/refunds', { config: access('admin'), schema: schemas.refund }, async (request) => ({
    ok: true,
    ...(await refunds.refund(request.params.numero, request.body.centimos, request.body.motivo, actorOf(request))),
  }));
}
