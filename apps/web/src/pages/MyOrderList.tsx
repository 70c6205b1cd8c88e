import { useState } from 'react';
import { Link } from 'react-router';
import { signOut, type MyOrder, type MyOrders } from '../api/myOrders';
import { buttonOutline, container, pageTitle } from '../site/ui/styles';
import { formatDateTime } from '../site/ui/dates';
import { OrderDeadlines } from './OrderDeadlines';
import { CalendarBox } from './CalendarBox';
import { paymentUrl } from '../api/paths';

/** One order as its page shows it, shorter: what it is, its state, its total, its deadlines and timeline. */
function OrderCard({ order }: { order: MyOrder }) {
  return (
    <article aria-labelledby={`pedido-${order.numero}`} className="space-y-4 rounded-xl border border-slate-200 p-5 shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Pedido {order.numero}</p>
          <h2 id={`pedido-${order.numero}`} className="text-xl font-bold text-brand-900">
            {order.producto}
          </h2>
        </div>
        <p className="text-slate-800">
          Estado: <strong>{order.estadoTexto}</strong>
        </p>
      </header>
      <dl className="divide-y divide-slate-200 rounded-lg bg-slate-50 text-sm">
        {order.lineas.map((line) => (
          <div key={line.concepto} className="flex justify-between gap-4 px-3 py-1.5">
            <dt className="text-slate-700">{line.concepto}</dt>
            <dd className="whitespace-nowrap text-slate-900">{line.importe}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 px-3 py-2 font-bold">
          <dt>Total ({order.totalIncluye})</dt>
          <dd className="whitespace-nowrap">{order.total.texto}</dd>
        </div>
      </dl>
      {order.pagable && (
        <a href={paymentUrl(order.referencia)} className="inline-block rounded-lg bg-accent-700 px-5 py-2.5 font-semibold text-white">
          Pagar {order.total.texto}
        </a>
      )}
      {order.factura && (
        <a href={order.factura.url} className="inline-block font-medium text-brand-800 underline">
          Descargar la factura {order.factura.numero} (PDF)
        </a>
      )}
      <OrderDeadlines plazos={order.plazos} />
      <details>
        <summary className="cursor-pointer font-semibold text-slate-900">Historial</summary>
        <ol className="mt-2 space-y-2 border-l-2 border-brand-100 pl-4 text-sm">
          {order.historial.map((event, index) => (
            <li key={`${event.fecha}-${index}`}>
              <p className="font-medium text-slate-900">{event.texto}</p>
              {event.nota && <p className="text-slate-800">{event.nota}</p>}
              <p className="text-slate-600">
                <time dateTime={event.fecha}>{formatDateTime(event.fecha)}</time>
              </p>
            </li>
          ))}
        </ol>
      </details>
      <Link to={`/pedido/${encodeURIComponent(order.referencia)}`} className="inline-block font-medium text-brand-800 underline">
        Ver el pedido completo<span className="sr-only"> {order.numero}</span>
      </Link>
    </article>
  );
}

/** Mis pedidos once the link opened a session: every order of the address, and the calendar of their deadlines. */
export function MyOrderList({ data, onSignedOut }: { data: MyOrders; onSignedOut: () => void }) {
  const [leaving, setLeaving] = useState(false);
  async function leave() {
    setLeaving(true);
    await signOut().catch(() => undefined);
    onSignedOut();
  }
  return (
    <div className={`${container} max-w-3xl space-y-8 py-12`}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={pageTitle}>Mis pedidos</h1>
          <p className="mt-2 break-all text-slate-800">{data.email}</p>
        </div>
        <button type="button" onClick={() => void leave()} disabled={leaving} className={buttonOutline}>
          Salir
        </button>
      </header>
      {data.pedidos.length === 0 ? (
        <p className="text-lg text-slate-800">No hay pedidos con este email.</p>
      ) : (
        <>
          <CalendarBox initial={data.calendario} />
          <div className="space-y-6">
            {data.pedidos.map((order) => (
              <OrderCard key={order.numero} order={order} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
