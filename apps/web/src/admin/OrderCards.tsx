import { Link } from 'react-router';
import { adminOrderPath } from '@shop/settings/routes';
import { formatDateTime } from './api';
import { UncheckedBadge } from './botCheck';
import type { FromList, OrderItem } from './orderList';

/** The order list on a phone: one card per order with what staff look for first. */
export function OrderCards({ items, from }: { items: readonly OrderItem[]; from: string }) {
  return (
    <ul aria-label="Pedidos" className="space-y-3 sm:hidden">
      {items.map((order) => (
        <li key={order.numero} className="rounded-lg bg-white p-3 shadow-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <Link to={adminOrderPath(order.numero)} state={{ list: from } satisfies FromList} className="font-semibold text-brand-800 underline">
              {order.numero}
            </Link>
            <span className="font-semibold whitespace-nowrap">{order.total}</span>
          </p>
          <p className="text-slate-900">{order.cliente}</p>
          <p className="text-sm text-slate-700">
            {order.servicio} · {order.estadoTexto}
          </p>
          <p className="text-xs text-slate-700">{formatDateTime(order.fecha)}</p>
          {order.sinComprobacionAntirrobot && <UncheckedBadge />}
        </li>
      ))}
    </ul>
  );
}
