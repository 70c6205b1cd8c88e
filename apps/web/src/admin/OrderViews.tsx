import { Link } from 'react-router';
import { useLoad } from './ui';
import type { OrderCounts } from '@shop/api-contract';

export type { OrderCounts };

/** The list's views beyond one state: what needs action (the default), all but drafts, everything. */
export const NEEDS_ACTION = '';
export const ALL_BUT_DRAFTS = 'todos';
export const ANY_STATE = 'cualquiera';
const NEEDS_ACTION_VIEW = 'por-atender';

/** The states as a chip names the orders in them. */
const PLURALS: Record<string, string> = {
  paid: 'Pagados',
  quote_requested: 'Presupuestos solicitados',
  payment_failed: 'Pagos no completados',
  awaiting_payment: 'Pendientes de pago',
  filed: 'Presentados',
  granted: 'Concedidos',
  refused: 'Denegados',
  closed: 'Cerrados',
  archived: 'Archivados',
  refunded: 'Reembolsados',
  draft: 'Borradores',
};

/** Needing action first, drafts last: the order staff look through them. */
const ORDER = ['paid', 'quote_requested', 'payment_failed', 'awaiting_payment', 'filed', 'granted', 'refused', 'closed', 'refunded', 'archived', 'draft'];

/** The view a list address shows: its `estado`, or what a search without one looks through. */
export const viewOf = (params: URLSearchParams) => {
  const estado = params.get('estado') || (params.get('q') ? ANY_STATE : NEEDS_ACTION);
  return estado === NEEDS_ACTION_VIEW ? NEEDS_ACTION : estado;
};

/**
 * The list's views as chips with their counts ('Pagados (3)'): the list opens on what needs
 * action, drafts wait behind their own chip. Each chip keeps the other filters.
 */
export function OrderViews({ params, reversed }: { params: URLSearchParams; reversed: boolean }) {
  const others = new URLSearchParams(params);
  for (const name of ['estado', 'pagina', 'orden', 'sentido']) others.delete(name);
  // A reversed date range counts nothing (the API refuses it): not asked for.
  const [counts] = useLoad<OrderCounts | null>(`order-counts?${others}`, reversed ? async () => null : undefined);
  const data = counts.state === 'ready' ? (counts.data ?? undefined) : undefined;
  const current = viewOf(params);
  const total = (estado: string) => data?.estados.find((row) => row.estado === estado)?.total;
  const chips: [string, string, number | undefined][] = [
    [NEEDS_ACTION, 'Por atender', data?.porAtender],
    ...ORDER.map((estado): [string, string, number | undefined] => [estado, PLURALS[estado] ?? estado, total(estado)]),
    [ALL_BUT_DRAFTS, 'Todos menos borradores', data?.todos],
    [ANY_STATE, 'Todos', data ? data.todos + (total('draft') ?? 0) : undefined],
  ];
  const hrefOf = (estado: string) => {
    const next = new URLSearchParams(others);
    if (estado) next.set('estado', estado);
    // A search shows every state unless one is chosen: 'Por atender' is then asked for by name.
    else if (next.get('q')) next.set('estado', NEEDS_ACTION_VIEW);
    const query = next.toString();
    return query ? `/admin?${query}` : '/admin';
  };
  return (
    <nav aria-label="Vistas de pedidos" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {chips
          // A state that holds nothing under these filters is left out, except the default view.
          .filter(([estado, , count]) => estado === current || estado === NEEDS_ACTION || count === undefined || count > 0)
          .map(([estado, label, count]) => (
            <li key={estado || 'por-atender'}>
              <Link
                to={hrefOf(estado)}
                aria-current={estado === current ? 'page' : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm whitespace-nowrap ${
                  estado === current
                    ? 'border-brand-800 bg-brand-800 font-semibold text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-800'
                }`}
              >
                {label}
                {count !== undefined && ` (${count})`}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
