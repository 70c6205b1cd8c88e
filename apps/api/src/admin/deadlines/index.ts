import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addMonths, isIsoDate, RULES, type Deadline } from '@shop/deadlines';
import { loadFlow } from '@shop/flows';
import { and, eq, isNotNull } from 'drizzle-orm';
import { agenda as agendaAnswer, type AgendaEntry } from '@shop/api-contract';
import { refusals } from '../../routes/api-schemas';
import { orders, renewalWatches, rightFollowups } from '../../db/schema';
import { ORDER_STATUS, PAID_STATES } from '../../services/orders';
import { Refusal } from '../../services/order-intake';
import type { RouteKit } from '../route-kit';

const BAD_UNTIL = 'Indica la fecha «hasta» como AAAA-MM-DD.';
/** The agenda looks this far ahead when not told. */
const DEFAULT_MONTHS = 6;
/** And no further than this: a right's deadlines past it are decades of renewals nobody plans for. */
const MAX_YEARS = 30;

export type { AgendaEntry } from '@shop/api-contract';

/** The columns a deadline itself gives; the rest say whose right it is. */
type DeadlineColumns = 'fecha' | 'desde' | 'recargoHasta' | 'enGracia' | 'tipo' | 'plazo' | 'articulo';

const query = z.object({ hasta: z.string().max(10).optional() });
const guarded = refusals(400, 401, 403);
export const agendaSchema = { querystring: query, response: { 200: agendaAnswer, ...guarded } };
export const agendaCsvSchema = { querystring: query, response: guarded };

const text = (envelope: unknown, key: string): string => {
  const value = (envelope as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
};

/**
 * The agenda (DECISIONS §13): every client's coming deadlines, from the office's today until `hasta`,
 * the date first; a deadline already due but still in its grace stays in it until the grace ends.
 * A right filed elsewhere and watched ('Avísame cuando toque renovar') has no order: `pedido` is ''.
 */
export async function adminDeadlineRoutes(instance: FastifyInstance, { access, sendCsv }: RouteKit): Promise<void> {
  const admin = instance.withTypeProvider<ZodTypeProvider>();
  const { rights, db } = instance;

  async function agenda(until: string | undefined): Promise<{ hoy: string; hasta: string; plazos: AgendaEntry[] }> {
    const today = rights.today();
    const hasta = until ?? addMonths(today, DEFAULT_MONTHS);
    if (!isIsoDate(hasta) || hasta > addMonths(today, MAX_YEARS * 12)) throw new Refusal(400, BAD_UNTIL, { hasta: BAD_UNTIL });
    const followed = await db
      .select({ order: orders, stoppedAt: rightFollowups.stoppedAt })
      .from(rightFollowups)
      .innerJoin(orders, eq(orders.id, rightFollowups.orderId));
    const plazos: AgendaEntry[] = [];
    /** A right's deadlines the agenda shows until `hasta` (one still in its grace stays), each with whose right it is. */
    const coming = (deadlines: readonly Deadline[], right: Omit<AgendaEntry, DeadlineColumns>): AgendaEntry[] =>
      deadlines
        .filter((deadline) => (deadline.graceEndsOn ?? deadline.dueOn) >= today && deadline.dueOn <= hasta)
        .map((deadline) => ({
          fecha: deadline.dueOn,
          desde: deadline.opensOn,
          recargoHasta: deadline.graceEndsOn ?? null,
          enGracia: deadline.dueOn < today,
          tipo: deadline.kind,
          plazo: deadline.label,
          articulo: deadline.article,
          ...right,
        }));
    for (const { order, stoppedAt } of followed) {
      if (!PAID_STATES.includes(order.status) || order.status === ORDER_STATUS.refused) continue;
      const view = await rights.viewOf(order, await loadFlow(order.flow));
      const kind = view.facts?.kind;
      if (!kind || !view.current) continue;
      const client = [text(order.envelope, 'name'), text(order.envelope, 'lastName')].filter(Boolean).join(' ');
      plazos.push(
        ...coming(view.deadlines, {
          derecho: RULES[kind].name,
          numeroOficina: view.current.officeNumber,
          nombre: text(order.envelope, 'brandName'),
          cliente: client,
          email: text(order.envelope, 'email'),
          pedido: order.numero,
          recordatorios: stoppedAt ? 'parados' : 'activos',
        }),
      );
    }
    // Rights filed elsewhere whose owners asked for reminders (ADR 014): clients too, with no order.
    const watched = await db
      .select({ watchId: renewalWatches.id, stoppedAt: rightFollowups.stoppedAt })
      .from(rightFollowups)
      .innerJoin(renewalWatches, and(eq(renewalWatches.id, rightFollowups.watchId), isNotNull(renewalWatches.confirmedAt)));
    for (const { watchId, stoppedAt } of watched) {
      const right = await instance.renewalWatches.source.rightOf(watchId, today);
      if (!right) continue;
      plazos.push(
        ...coming(right.deadlines, {
          derecho: RULES[right.kind].name,
          numeroOficina: right.officeNumber,
          nombre: right.name,
          cliente: '',
          email: right.to,
          pedido: '',
          recordatorios: stoppedAt ? 'parados' : 'activos',
        }),
      );
    }
    plazos.sort((a, b) => a.fecha.localeCompare(b.fecha) || a.pedido.localeCompare(b.pedido));
    return { hoy: today, hasta, plazos };
  }

  admin.get('/api/admin/deadlines', { config: access('staff'), schema: agendaSchema }, async (request) => agenda(request.query.hasta));

  admin.get('/api/admin/deadlines.csv', { config: access('staff'), schema: agendaCsvSchema }, async (request, reply) => {
    const { plazos } = await agenda(request.query.hasta);
    // Not 'fecha': the CSV writer reads a column so named as an instant, and these are calendar days.
    const columns = {
      vence: 'Vence',
      plazo: 'Plazo',
      recargoHasta: 'Con recargo hasta',
      derecho: 'Derecho',
      numeroOficina: 'Número',
      nombre: 'Nombre',
      cliente: 'Cliente',
      email: 'Email',
      pedido: 'Pedido',
      recordatorios: 'Recordatorios',
    };
    const day = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');
    return sendCsv(
      reply,
      'agenda-plazos.csv',
      columns,
      plazos.map((row) => ({ ...row, vence: day(row.fecha), recargoHasta: day(row.recargoHasta) })),
    );
  });
}
