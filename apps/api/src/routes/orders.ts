import type { FastifyInstance } from 'fastify';
import { company } from '@shop/settings';
import { orderPagePath } from '@shop/settings/routes';
import { quoteReceivedMail } from '../mail/templates';
import { dataFromEnvelope, describeOrder } from '@shop/flow-kit';
import { loadFlow } from '@shop/flows';
import * as schemas from './api-schemas';
import { receiveForm } from '../services/uploads';
import { isQuoteOrder, NOT_FOUND, referenciaOf, Refusal, savedOrderOf } from '../services/order-intake';
import { ORDER_STATUS } from '../services/orders';
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

/** A key the database can store as is: printable ASCII (the web app sends a UUID); anything else is ignored. */
const idempotencyKeyOf = (header: unknown): string | undefined => (typeof header === 'string' && /^[\x21-\x7e]{1,200}$/.test(header) ? header : undefined);

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

  /** spec-1 §7.5: the quote request of any quote flow (DECISIONS §9); the order was saved just before. */
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
      const fileNames = (await app.orders.files(order.id)).map((file) => file.originalName);
      const envelope = order.envelope as Record<string, unknown>;
      const rows = describeOrder(flow, flow.parseData(dataFromEnvelope(envelope)) ?? {});
      const email = typeof envelope.email === 'string' ? envelope.email : '';
      // The visitor's acknowledgement and the office's notice commit with the status change (DECISIONS §10).
      const visitorMail = email
        ? await quoteReceivedMail({
            numero: order.numero,
            producto: order.producto,
            email,
            rows,
            orderUrl: `${app.publicUrl}${orderPagePath(order.referencia)}`,
          })
        : undefined;
      await app.orders.setStatus(order.id, ORDER_STATUS.quoteRequested, 'Presupuesto solicitado', [ORDER_STATUS.draft], async (tx) => {
        if (visitorMail) await app.outbox.queueMail(visitorMail, tx);
        await app.outbox.queueMail(
          {
            to: company.officeEmail,
            subject: `Nueva solicitud de presupuesto ${order.numero}: ${order.producto}`,
            text: quoteMailText(order.numero, order.producto, rows, fileNames, order.botChecked === false),
          },
          tx,
        );
      });
      return savedOrderOf({ ...order, status: ORDER_STATUS.quoteRequested });
    },
  );
}

export const UNCHECKED_NOTICE = 'Aviso: esta solicitud no pasó la comprobación anti-robot de la web (se envió directamente a la API).';

/** The office mail of any quote request: the order as its flow's own labels read it. */
function quoteMailText(
  numero: string,
  producto: string,
  described: readonly { label: string; value: string }[],
  fileNames: string[],
  unchecked: boolean,
): string {
  const rows = described.map((row) => `${row.label}: ${row.value}`);
  if (fileNames.length > 0) rows.push(`Documentos adjuntos: ${fileNames.join(', ')}`);
  // DECISIONS §7: a request made without the site's bot check may be a robot's; staff decide.
  if (unchecked) rows.push(UNCHECKED_NOTICE);
  return [`Solicitud ${numero}: ${producto}`, ...rows].join('\n');
}
