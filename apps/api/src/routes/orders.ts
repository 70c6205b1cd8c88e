import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadFlow } from '@shop/flows';
import { fileFieldOf } from '@shop/flow-kit';
import * as schemas from './api-schemas';
import { receiveForm, type FileFieldOfData, type ReceivedForm } from '../services/uploads';
import { DEFAULT_UPLOAD_LIMITS, UploadBudgets, type UploadLimits } from '../services/upload-budget';
import { isQuoteOrder, NOT_FOUND, referenciaOf, Refusal, savedOrderOf } from '../services/order-intake';
import { isReferencia } from '../services/referencia';
import { savedDraftRoutes } from './saved-drafts';

/** The data part's JSON object, if it is one (the quote call reads its `referencia`). */
function envelopeOf(raw: string | undefined): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw ?? '');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const BAD_IDEMPOTENCY_KEY = 'La cabecera Idempotency-Key debe tener de 1 a 200 caracteres ASCII imprimibles, sin espacios.';

/**
 * The key as the database stores it: printable ASCII (the web app sends a UUID). A key of another
 * shape is refused rather than ignored: its sender counts on retries not making a second order.
 */
function idempotencyKeyOf(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header === 'string' && /^[\x21-\x7e]{1,200}$/.test(header)) return header;
  throw new Refusal(400, BAD_IDEMPOTENCY_KEY, { 'Idempotency-Key': BAD_IDEMPOTENCY_KEY });
}

export interface OrderRoutesOptions {
  /** Order saves per client and minute; 0 turns the limit off. */
  perMinute: number;
  /** What anonymous visitors may upload: per order, per client and day, at once. */
  uploads?: UploadLimits | undefined;
}

const UPLOADS_BUSY = 'Ya tienes varios envíos de archivos en curso. Espera a que terminen e inténtalo de nuevo.';

/** The flow an order's `data` names, and so the file rule its uploads are held to as they arrive. */
const fileFieldOfData: FileFieldOfData = async (data) => {
  const flowId = typeof data === 'object' && data !== null && 'flow' in data ? (data as { flow: unknown }).flow : undefined;
  const flow = typeof flowId === 'string' && flowId.length <= 80 ? await loadFlow(flowId) : undefined;
  return flow ? fileFieldOf(flow) : undefined;
};

/** spec-1 §7.4-7.5: the order saves and the quote request. */
export async function orderRoutes(app: FastifyInstance, { perMinute, uploads = DEFAULT_UPLOAD_LIMITS }: OrderRoutesOptions) {
  // A visitor saves a handful of times per order; a limit per client keeps scripts from filling the disk.
  const config = { rateLimit: perMinute > 0 ? { max: perMinute, timeWindow: '1 minute' } : (false as const) };
  const budgets = new UploadBudgets(uploads, app.sharedStore);

  // Each upload in progress holds a connection, a file descriptor and a temp file: a client gets a few at once.
  app.addHook('onRequest', async (request, reply) => {
    // Reading a saved draft uploads nothing.
    if (request.method !== 'POST') return;
    const release = budgets.startUpload(request.ip);
    if (!release) throw new Refusal(429, UPLOADS_BUSY);
    reply.raw.once('close', release);
  });

  /**
   * The form, held to the client's budget as it arrives. A refusal mid-upload closes the connection
   * once answered: the rest of the body is never read, and nothing of it reaches the disk.
   */
  async function formOf(request: FastifyRequest, reply: FastifyReply): Promise<ReceivedForm> {
    try {
      return await receiveForm(request, app.tmpDir, {
        requestBytes: uploads.orderBytes,
        clientBytesLeft: await budgets.bytesLeft(request.ip),
        fileFieldOf: fileFieldOfData,
      });
    } catch (error) {
      if (!request.raw.complete) reply.header('connection', 'close');
      throw error;
    }
  }

  app.post('/api/guardar_marca', { config, schema: { ...schemas.orderSave, summary: 'Guarda un pedido (spec-1 §7.4)' } }, async (request, reply) => {
    const form = await formOf(request, reply);
    try {
      const { created, order } = await app.saveOrder(form, idempotencyKeyOf(request.headers['idempotency-key']));
      // A wizard opened from a saved draft names it: the draft goes once this order is completed.
      if (form.fields.borrador) await app.savedDrafts.linkOrder(form.fields.borrador, order.referencia);
      // What a save kept counts against the client's day.
      await budgets.charge(
        request.ip,
        form.files.reduce((sum, file) => sum + file.sizeBytes, 0),
      );
      return reply.code(created ? 201 : 200).send(order);
    } finally {
      await form.discard();
    }
  });

  /**
   * spec-1 §7.5: the international mark's quote request, after its save. The save of a quote request
   * already sent it (spec-2 §7.1's quote flows make no second call); asking again sends nothing twice.
   */
  app.post(
    '/api/enviar_email_internacional',
    { config, schema: { ...schemas.orderSave, summary: 'Envía una solicitud de presupuesto (spec-1 §7.5)' } },
    async (request, reply) => {
      const form = await formOf(request, reply);
      await form.discard();
      const referencia = referenciaOf(form.fields.referencia, envelopeOf(form.fields.data)) ?? '';
      const order = isReferencia(referencia) ? await app.orders.find(referencia) : undefined;
      if (!order) throw new Refusal(404, NOT_FOUND);
      const flow = await loadFlow(order.flow);
      if (!flow || !isQuoteOrder(flow, order)) throw new Refusal(400, 'Este pedido no es una solicitud de presupuesto.');
      return savedOrderOf(await app.requestQuote(flow, order));
    },
  );

  // 'Guardar y continuar más tarde': a draft's files go through this area's reader and budgets.
  await savedDraftRoutes(app, { config, formOf, budgets });
}
