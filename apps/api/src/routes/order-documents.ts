import type { FastifyInstance } from 'fastify';
import { refusalBody } from '../services/order-intake';
import { createOrderDocuments, documentHeaders } from '../services/order-documents';
import { isReferencia } from '../services/referencia';
import { clientDocument } from '../admin/orders/work-schemas';
import { STORE_AREAS, within } from '../services/storage';

const NOT_FOUND = 'No existe ese documento.';

/**
 * The documents the office hands a client (ADR 012), to whoever holds the order's reference, as
 * its page (DECISIONS §10): the reference is the only key, and the answer is never cached.
 */
export async function orderDocumentRoutes(app: FastifyInstance) {
  const documents = createOrderDocuments(app.db, within(app.fileStore, STORE_AREAS.uploads));
  app.get<{ Params: { referencia: string; documentId: string } }>(
    '/api/pedido/:referencia/documentos/:documentId',
    { schema: clientDocument },
    async (request, reply) => {
      const { referencia, documentId } = request.params;
      const order = isReferencia(referencia) ? await app.orders.find(referencia) : undefined;
      const id = /^\d{1,15}$/.test(documentId) ? Number(documentId) : undefined;
      const row = order && id !== undefined ? await documents.find(order.id, id) : undefined;
      const stored = row && (await documents.open(row.storedName));
      if (!row || !stored) return reply.code(404).header('cache-control', 'no-store').send(refusalBody(NOT_FOUND));
      return reply.headers(documentHeaders(row)).send(stored.body);
    },
  );
}
