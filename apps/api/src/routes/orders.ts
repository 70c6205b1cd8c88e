import type { FastifyInstance } from 'fastify';
import { company } from '@shop/settings';
import { loadFlow } from '@shop/flows';
import type { Services } from '../services';
import { receiveForm } from '../services/uploads';
import { NOT_FOUND, Refusal, savedOrderOf } from '../services/order-intake';
import { ORDER_STATUS } from '../services/orders';
import { isReferencia } from '../services/referencia';

/** A key the database can store as is: printable ASCII (the web app sends a UUID); anything else is ignored. */
const idempotencyKeyOf = (header: unknown): string | undefined =>
  typeof header === 'string' && /^[\x21-\x7e]{1,200}$/.test(header) ? header : undefined;

export async function orderRoutes(app: FastifyInstance, services: Services, perMinute: number) {
  // A visitor saves a handful of times per order; a limit per client keeps scripts from filling the disk.
  const config = { rateLimit: perMinute > 0 ? { max: perMinute, timeWindow: '1 minute' } : (false as const) };

  app.post('/api/guardar_marca', { config }, async (request, reply) => {
    const form = await receiveForm(request, services.tmpDir);
    try {
      const { created, order } = await services.saveOrder(form, idempotencyKeyOf(request.headers['idempotency-key']));
      return reply.code(created ? 201 : 200).send(order);
    } finally {
      await form.discard();
    }
  });

  /** spec-1 §7.5: the quote request of the international flow; the order was saved just before. */
  app.post('/api/enviar_email_internacional', { config }, async (request) => {
    const form = await receiveForm(request, services.tmpDir);
    await form.discard();
    const referencia = form.fields.referencia?.trim() ?? '';
    const order = isReferencia(referencia) ? await services.orders.find(referencia) : undefined;
    if (!order) throw new Refusal(404, NOT_FOUND);
    const flow = await loadFlow(order.flow);
    if (!flow?.quoteOnly) throw new Refusal(400, 'Este pedido no es una solicitud de presupuesto.');
    const moved = await services.orders.setStatus(order.id, ORDER_STATUS.quoteRequested, 'Presupuesto solicitado', [ORDER_STATUS.draft]);
    if (moved) {
      await services.outbox.queueMail({
        to: company.officeEmail,
        subject: `Nueva solicitud de presupuesto ${order.numero}: ${order.producto}`,
        text: quoteMailText(order.numero, order.producto, order.envelope as Record<string, unknown>),
      });
    }
    return savedOrderOf({ ...order, status: ORDER_STATUS.quoteRequested });
  });
}

function quoteMailText(numero: string, producto: string, envelope: Record<string, unknown>): string {
  const countries = (envelope.selectedCountries as { name: string }[] | undefined)?.map((country) => country.name).join(', ') ?? '';
  const dial = (envelope.selectedCountry as { dialCode?: string } | undefined)?.dialCode ?? '';
  return [
    `Solicitud ${numero}: ${producto}`,
    `Solicitante: ${[envelope.name, envelope.lastName].filter(Boolean).join(' ')} (${envelope.applicantType})`,
    `Email: ${envelope.email}`,
    `Teléfono: ${dial} ${envelope.phone}`,
    `Marca: ${envelope.brandName}`,
    `Países: ${countries}`,
    `Descripción: ${envelope.description || '-'}`,
  ].join('\n');
}
