import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isOfficeNumber } from '@shop/deadlines';
import { loadFlow } from '@shop/flows';
import { Refusal } from '../../services/order-intake';
import { PAID_STATES } from '../../services/orders';
import type { FilingFacts, FilingRow } from '../../services/rights';
import { writeAudit } from '../audit/log';
import { BAD_OFFICE_NUMBER, filingRoute } from './filing-schemas';
import { createAdminOrders, ORDER_NOT_FOUND } from './store';
import type { RouteKit } from '../route-kit';

/** How the audit log keeps a recording: the facts by name, absent ones left out. */
const audited = (facts: FilingFacts | FilingRow | undefined) =>
  facts
    ? Object.fromEntries(
        Object.entries({
          numero: facts.officeNumber,
          presentacion: facts.filedOn,
          publicacion: facts.publishedOn,
          concesion: facts.grantedOn,
          suspenso: facts.objectionOn,
          plazoSuspenso: facts.objectionTermEndsOn,
          renovacion: facts.renewedOn,
        }).filter(([, value]) => value !== undefined && value !== null),
      )
    : null;

/**
 * DECISIONS §13: staff record what the office did with an order's application, as it happens. Each
 * recording is kept (append-only) and audited with the facts before and after (DECISIONS §11).
 */
export async function adminFilingRoutes(instance: FastifyInstance, { access, actorOf }: RouteKit): Promise<void> {
  const admin = instance.withTypeProvider<ZodTypeProvider>();
  const orders = createAdminOrders(instance);

  admin.post('/api/admin/orders/:numero/filing', { config: access('staff'), schema: filingRoute(instance.rights.today) }, async (request) => {
    const actor = actorOf(request);
    const order = await orders.byNumero(request.params.numero);
    if (!order) throw new Refusal(404, ORDER_NOT_FOUND);
    // The office only hears of an order once it is paid: before that there is nothing to record.
    if (!PAID_STATES.includes(order.status)) throw new Refusal(409, 'Los datos de la oficina se anotan en pedidos pagados.');
    const view = await instance.rights.viewOf(order, await loadFlow(order.flow));
    const kind = view.declared?.kind;
    // The body's schema takes any office's shape; the order's right names the one office it must be.
    if (kind && !isOfficeNumber(request.body.officeNumber, kind)) throw new Refusal(400, BAD_OFFICE_NUMBER, { officeNumber: BAD_OFFICE_NUMBER });
    const facts: FilingFacts = request.body;
    await instance.rights.record(order, facts, actor.email, async (tx, before) => {
      await writeAudit(tx, actor, 'order.filing', 'order', order.numero, audited(before), audited(facts));
      // DECISIONS §13: the right's reminders follow its facts; a pass runs as soon as they commit.
      await instance.reminders.follow(tx, order.id);
    });
    instance.reminders.nudge();
    return { ok: true };
  });
}
