import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderLinks } from '@shop/settings/routes';
import { Refusal } from '../../services/order-intake';
import { createOrderDocuments, documentHeaders, receiveDocument } from '../../services/order-documents';
import { STORE_AREAS, within } from '../../services/storage';
import { writeAudit } from '../audit/log';
import { createOrderWork } from './work';
import * as schemas from './work-schemas';
import { documentAddedMail } from './work-mails';
import type { RouteKit } from '../route-kit';
import { filtersOf } from './filters';

const DOCUMENT_NOT_FOUND = 'No existe ese documento.';

/** The client's address of one of their order's documents: the reference is the key, as for the order page. */
export const clientDocumentPath = (referencia: string, documentId: number) => `/api/pedido/${encodeURIComponent(referencia)}/documentos/${documentId}`;

const documentOf = (row: { id: number; title: string; originalName: string; mime: string; sizeBytes: number; createdAt: Date; staffEmail: string }) => ({
  id: row.id,
  titulo: row.title,
  nombre: row.originalName,
  tipo: row.mime,
  bytes: row.sizeBytes,
  fecha: row.createdAt.toISOString(),
  autor: row.staffEmail,
});

/**
 * The back office's day-to-day work on orders (ADR 012): counts per state, assignment, undoing a
 * state set by mistake (admins), documents for the client.
 * Its own context: registered inside the guarded one, whose guard and route table it inherits.
 */
export async function orderWorkRoutes(instance: FastifyInstance, { access, actorOf }: RouteKit) {
  const admin = instance.withTypeProvider<ZodTypeProvider>();
  const work = createOrderWork(admin);
  const documents = createOrderDocuments(admin.db, within(admin.fileStore, STORE_AREAS.uploads));

  admin.get('/api/admin/order-counts', { config: access('staff'), schema: schemas.orderCounts }, async (request) =>
    work.counts(filtersOf(request.query, request.staff?.id)),
  );

  admin.get('/api/admin/orders/:numero/work', { config: access('staff'), schema: schemas.orderWork }, async (request) => {
    const summary = await work.summary(request.params.numero);
    const order = await work.byNumero(request.params.numero);
    return { ...summary, puedeDeshacer: request.staff?.role === 'admin', documentos: (await documents.list(order.id)).map(documentOf) };
  });

  admin.put('/api/admin/orders/:numero/assignee', { config: access('staff'), schema: schemas.assignOrder }, async (request) => {
    const { email } = await work.assign(request.params.numero, request.body.miembro, actorOf(request));
    return { ok: true, asignado: email };
  });

  // Admins only (ADR 012): staff who mis-click ask an admin, who gives the reason.
  admin.post('/api/admin/orders/:numero/undo', { config: access('admin'), schema: schemas.undoStatus }, async (request) => {
    const done = await work.undo(request.params.numero, request.body.motivo, actorOf(request));
    return { ok: true, ...done };
  });

  admin.post('/api/admin/orders/:numero/documents', { config: access('staff'), schema: schemas.addDocument }, async (request) => {
    const actor = actorOf(request);
    const order = await work.byNumero(request.params.numero);
    const received = await receiveDocument(request, admin.tmpDir);
    const email = (order.envelope as { email?: unknown }).email;
    let told = false;
    const row = await documents.keep(order.id, received, actor.email, async (tx, documentId) => {
      // Mailed in the same transaction: no document the client is not told of, no mail about one not kept.
      if (typeof email === 'string' && email) {
        const mail = await documentAddedMail({
          email,
          numero: order.numero,
          producto: order.producto,
          title: received.title,
          downloadUrl: `${admin.publicUrl}${clientDocumentPath(order.referencia, documentId)}`,
          orderUrl: orderLinks(admin.publicUrl).page(order.referencia),
        });
        await admin.outbox.queueMail(mail, tx);
        told = true;
      }
      await writeAudit(tx, actor, 'order.document', 'order', order.numero, null, {
        documento: received.title,
        archivo: received.file.originalName,
        bytes: received.file.sizeBytes,
        avisado: told,
      });
    });
    return { ok: true, documento: documentOf(row), avisado: told };
  });

  // Streamed: typed by hand, its schema covers the params and the refusals.
  instance.get<{ Params: { numero: string; documentId: number } }>(
    '/api/admin/orders/:numero/documents/:documentId',
    { config: access('staff'), schema: schemas.orderDocument },
    async (request, reply) => {
      const order = await work.byNumero(request.params.numero);
      const row = await documents.find(order.id, request.params.documentId);
      const stored = row && (await documents.open(row.storedName));
      if (!row || !stored) throw new Refusal(404, DOCUMENT_NOT_FOUND);
      return reply.headers(documentHeaders(row)).send(stored.body);
    },
  );
}
