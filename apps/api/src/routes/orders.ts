import type { FastifyInstance } from 'fastify';
import { loadFlow } from '@shop/flows';
import * as schemas from './api-schemas';
import { receiveForm } from '../services/uploads';
import { isQuoteOrder, NOT_FOUND, referenciaOf, Refusal, savedOrderOf } from '../services/order-intake';
import { isReferencia } from '../services/referencia';

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
}

/** spec-1 §7.4-7.5: the order saves and the quote request. */
export async function orderRoutes(app: FastifyInstance, { perMinute }: OrderRoutesOptions) {
  // A visitor saves a handful of times per order; a limit per client keeps scripts from filling the disk.
  const config = { rateLimit: perMinute > 0 ? { max: perMinute, timeWindow: '1 minute' } : (false as const) };

  app.post('/api/guardar_marca', { config, schema: { ...schemas.orderSave, summary: 'Guarda un pedido (spec-1 §7.4)' } }, async (request, reply) => {
    const form = await receiveForm(request, app.tmpDir);
    try {
      const { created, order } = await app.saveOrder(form, idempotencyKeyOf(request.headers['idempotency-key']));
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
    async (request) => {
      const form = await receiveForm(request, app.tmpDir);
      await form.discard();
      const referencia = referenciaOf(form.fields.referencia, envelopeOf(form.fields.data)) ?? '';
      const order = isReferencia(referencia) ? await app.orders.find(referencia) : undefined;
      if (!order) throw new Refusal(404, NOT_FOUND);
      const flow = await loadFlow(order.flow);
      if (!flow || !isQuoteOrder(flow, order)) throw new Refusal(400, 'Este pedido no es una solicitud de presupuesto.');
      return savedOrderOf(await app.requestQuote(flow, order));
    },
  );
}
