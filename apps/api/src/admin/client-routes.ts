import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WorkHelpers } from './order-work-routes';
import { createClientEdit } from './client-edit';
import { createClientView } from './client-view';
import { createRefunds } from './refunds';
import * as schemas from './client-schemas';

const DATA_CORRECTION = 'Corrección de los datos del destinatario';

/**
 * A client's data, refunds and file (ADR 012): staff correct the client's data; admins issue the
 * corrective invoices and refunds, as every corrective invoice (admin/invoices-routes.ts).
 */
export async function adminClientRoutes(instance: FastifyInstance, { access, actorOf }: Pick<WorkHelpers, 'access' | 'actorOf'>) {
  const admin = instance.withTypeProvider<ZodTypeProvider>();
  const edit = createClientEdit(admin);
  const refunds = createRefunds(admin);
  const clientView = createClientView(admin);

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

  admin.get('/api/admin/clientes', { config: access('staff'), schema: schemas.clientFile }, async (request) => clientView(request.query));
}
