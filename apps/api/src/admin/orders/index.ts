import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAllFlows } from '@shop/flows';
import { formatEur } from '@shop/money';
import { Refusal } from '../../services/refusal';
import { ORDER_STATUS, STATUS_TEXT } from '../../services/orders';
import { STORE_AREAS, within } from '../../services/storage';
import { clampInt } from '../../site/news';
import { downloadName } from '../download-name';
import { access, actorOf, type RouteKit } from '../route-kit';
import { filtersOf } from './filters';
import { createAdminOrders, ORDER_NOT_FOUND } from './store';
import { orderWorkRoutes } from './work-routes';
import { adminFilingRoutes } from './filing';
import { orderClientRoutes } from './client-routes';
import * as schemas from './schemas';

/**
 * The furthest list page asked for: 2.5 million orders. A larger one ('1e20', 'Infinity') would
 * make an offset PostgreSQL cannot take; read as the public news list reads its `page`.
 */
const MAX_ORDER_PAGE = 100_000;

/**
 * Orders in the back office (docs/decisions/007, ADR 012): the list and its CSV, an order's screen
 * and files, its state, notes and quote; its work (assignment, undo, documents), the office's facts,
 * the client's data and refunds are this area's plugins too.
 */
export async function orderRoutes(instance: FastifyInstance, kit: RouteKit) {
  const admin = instance.withTypeProvider<ZodTypeProvider>();
  const adminOrders = createAdminOrders(instance);

  admin.get('/api/admin/meta', { config: access('staff'), schema: schemas.meta }, async () => {
    const flows = await loadAllFlows();
    return {
      servicios: flows.map((flow) => ({ id: flow.id, titulo: flow.title })).sort((a, b) => a.titulo.localeCompare(b.titulo, 'es')),
      estados: Object.values(ORDER_STATUS).map((status) => ({ id: status, texto: STATUS_TEXT[status] ?? status })),
    };
  });

  admin.get('/api/admin/orders', { config: access('staff'), schema: schemas.orderList }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return adminOrders.list(filtersOf(request.query, request.staff?.id), clampInt(request.query.pagina, 1, 1, MAX_ORDER_PAGE));
  });

  // Streamed answers are typed by hand: their schemas cover the query and the refusals only.
  instance.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/admin/orders.csv',
    { config: access('staff'), schema: schemas.orderCsv },
    async (request, reply) => {
      const columns = {
        numero: 'Número',
        fecha: 'Fecha',
        servicio: 'Servicio',
        cliente: 'Cliente',
        email: 'Email',
        marca: 'Marca',
        estadoTexto: 'Estado',
        total: 'Total',
      };
      return kit.sendCsv(reply, 'pedidos.csv', columns, adminOrders.all(filtersOf(request.query, request.staff?.id)) as AsyncIterable<Record<string, unknown>>);
    },
  );

  admin.get('/api/admin/orders/:numero', { config: access('staff'), schema: schemas.orderDetail }, async (request, reply) => {
    const detail = await adminOrders.detail(request.params.numero);
    if (!detail) throw new Refusal(404, ORDER_NOT_FOUND);
    reply.header('cache-control', 'no-store');
    return detail;
  });

  /** Files only through here: staff session required, streamed from storage outside the web root. */
  instance.get<{ Params: { numero: string; fileId: number } }>(
    '/api/admin/orders/:numero/files/:fileId',
    { config: access('staff'), schema: schemas.orderFile },
    async (request, reply) => {
      const file = await adminOrders.file(request.params.numero, request.params.fileId);
      // From the shared store (a bucket with S3_*), so any instance serves what another received.
      const stored = file && (await within(instance.fileStore, STORE_AREAS.uploads).read(file.storedName));
      if (!file || !stored) throw new Refusal(404, 'No existe ese archivo.');
      const name = downloadName(file.originalName, file.mime);
      const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .type(file.mime || 'application/octet-stream')
        .header('content-length', String(stored.size))
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );

  admin.post('/api/admin/orders/:numero/status', { config: access('staff'), schema: schemas.orderStatus }, async (request) => {
    const { body } = request;
    await adminOrders.changeStatus(request.params.numero, body.estado, body.nota ?? '', actorOf(request));
    return { ok: true };
  });

  admin.post('/api/admin/orders/:numero/notes', { config: access('staff'), schema: schemas.orderNote }, async (request) => {
    const { body } = request;
    await adminOrders.addNote(request.params.numero, body.texto, actorOf(request));
    return { ok: true };
  });

  admin.post('/api/admin/orders/:numero/quote', { config: access('staff'), schema: schemas.orderQuote }, async (request) => {
    const { body } = request;
    await adminOrders.answerQuote(request.params.numero, body.centimos, body.mensaje, actorOf(request));
    return { ok: true, total: formatEur(body.centimos) };
  });

  await instance.register(orderWorkRoutes, kit);
  await instance.register(adminFilingRoutes, kit);
  await instance.register(orderClientRoutes, kit);
}
