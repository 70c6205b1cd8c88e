import { Link } from 'react-router';
import { adminOrderPath } from '@shop/settings/routes';
import { formatDateTime } from './api';
import { UncheckedBadge } from './botCheck';
import type { Direction, FromList, OrderItem } from './orderList';
import { COLUMNS } from './OrderTable';
import { inputClass } from './ui';

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

/** The table's sorting on a phone, where the cards have no headers to press: one choice of column and direction. */
export function OrderSortPicker(props: { sortedBy: string; direction: Direction; onSort: (column: string, direction: Direction) => void }) {
  const { sortedBy, direction, onSort } = props;
  // Label beside the list, not around it: a label's text would take in every option's ('Servicio, ...').
  return (
    <div className="mb-3 text-sm font-medium text-slate-800 sm:hidden">
      <label htmlFor="ordenar-por">Ordenar por</label>
      <select
        id="ordenar-por"
        value={`${sortedBy}:${direction}`}
        onChange={(event) => {
          const [column = 'fecha', chosen] = event.target.value.split(':');
          onSort(column, chosen === 'asc' ? 'asc' : 'desc');
        }}
        className={inputClass}
      >
        {COLUMNS.flatMap(([column, label]) => [
          <option key={`${column}:desc`} value={`${column}:desc`}>
            {label}, de mayor a menor
          </option>,
          <option key={`${column}:asc`} value={`${column}:asc`}>
            {label}, de menor a mayor
          </option>,
        ])}
      </select>
    </div>
  );
}
