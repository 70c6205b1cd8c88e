import { Link } from 'react-router';
import { adminOrderPath } from '@shop/settings/routes';
import { formatDateTime } from './api';
import { UncheckedBadge } from './botCheck';
import type { Direction, FromList, OrderItem } from './orderList';
import { ScrollBox } from './ui';

/** The columns, each sortable by the name the API sorts it by (`orden`). */
export const COLUMNS = [
  ['numero', 'Número'],
  ['fecha', 'Fecha'],
  ['servicio', 'Servicio'],
  ['cliente', 'Cliente'],
  ['email', 'Email'],
  ['marca', 'Marca'],
  ['estado', 'Estado'],
  ['total', 'Total'],
] as const;

/** The order list from a tablet up: every column, each sorted by its header. */
export function OrderTable({
  items,
  from,
  sortedBy,
  direction,
  onSort,
}: {
  items: readonly OrderItem[];
  from: string;
  sortedBy: string;
  direction: Direction;
  onSort: (column: string) => void;
}) {
  return (
    <ScrollBox label="Pedidos">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Pedidos</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {COLUMNS.map(([column, title]) => {
              const sorted = column === sortedBy ? direction : undefined;
              return (
                <th
                  key={column}
                  scope="col"
                  className="px-3 py-2 font-semibold"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                >
                  <button type="button" className="inline-flex items-center gap-1 underline-offset-2 hover:underline" onClick={() => onSort(column)}>
                    {title}
                    <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                    <span className="sr-only">
                      {sorted === 'asc' ? ', ordenado de menor a mayor' : sorted === 'desc' ? ', ordenado de mayor a menor' : ', ordenar'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((order) => (
            <tr key={order.numero}>
              <td className="px-3 py-2">
                <Link to={adminOrderPath(order.numero)} state={{ list: from } satisfies FromList} className="font-semibold text-brand-800 underline">
                  {order.numero}
                </Link>
                {order.sinComprobacionAntirrobot && <UncheckedBadge />}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.fecha)}</td>
              <td className="px-3 py-2">{order.servicio}</td>
              <td className="px-3 py-2">{order.cliente}</td>
              <td className="px-3 py-2">{order.email}</td>
              <td className="px-3 py-2">{order.marca}</td>
              <td className="px-3 py-2">{order.estadoTexto}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{order.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
