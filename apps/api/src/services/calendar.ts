import ical from 'ical-generator';
import { addDays, clientTextOf, RULES } from '@shop/deadlines';
import { company } from '@shop/settings';
import { orderLinks } from '@shop/settings/routes';
import type { AnyFlow } from '@shop/flow-kit';
import type { OrderRow } from './orders';
import type { Rights } from './rights';

/** What each deadline is called in a calendar, before the right's name. */
const TITLES: Record<string, string> = {
  oposicion: 'Fin del plazo de oposición',
  suspenso: 'Contestar al suspenso',
  renovacion: 'Renovar',
  anualidad: 'Pagar la anualidad',
  'fin-proteccion': 'Fin de la protección',
};

/** A calendar client reads the feed again about this often (X-PUBLISHED-TTL, REFRESH-INTERVAL). */
const REFRESH_SECONDS = 12 * 60 * 60;

/**
 * A client's deadlines as an iCalendar feed (RFC 5545) built by ical-generator: one all-day event
 * per deadline of every order's right, on its due day (DTSTART;VALUE=DATE and DTEND the day after,
 * RFC 5545 §3.6.1), with what it means in the client's words and the order's page as its URL. UIDs
 * are stable (order, kind, due day), so a calendar that subscribed updates an event rather than
 * adding a copy.
 */
export async function deadlinesCalendar(rights: Rights, publicUrl: string, owned: readonly { order: OrderRow; flow: AnyFlow | undefined }[]): Promise<string> {
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    name: `Plazos de tus derechos · ${company.name}`,
    prodId: { company: company.name, product: 'Mis pedidos', language: 'ES' },
    ttl: REFRESH_SECONDS,
  });
  const links = orderLinks(publicUrl);
  for (const { order, flow } of owned) {
    const view = await rights.viewOf(order, flow);
    const kind = view.facts?.kind;
    if (!kind) continue;
    const name = (order.envelope as { brandName?: unknown }).brandName;
    const right = `${RULES[kind].yours}${typeof name === 'string' && name ? ` «${name}»` : ''}`;
    for (const deadline of view.deadlines) {
      const url = links.page(order.referencia);
      calendar.createEvent({
        id: `${order.numero}-${deadline.kind}-${deadline.dueOn}@${host}`,
        start: deadline.dueOn,
        end: addDays(deadline.dueOn, 1),
        allDay: true,
        summary: `${TITLES[deadline.kind] ?? deadline.label}: ${right}`,
        description: `${clientTextOf(kind, deadline, view.today)}\n${deadline.label} (${deadline.article}).\nPedido ${order.numero}: ${url}`,
        url,
      });
    }
  }
  return calendar.toString();
}
