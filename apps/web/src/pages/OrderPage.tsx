import { Link, useLoaderData, useParams } from 'react-router';
import { fetchOrderPageIfAny, type OrderPageData } from '../api/order';
import { paymentUrl } from '../api/paths';
import { PageLoading } from './PageLoading';
import { usePageTitle } from './usePageTitle';
import { formatDateTime } from '../site/ui/dates';
import { formatFileSize } from '@shop/flow-kit/file-size';
import { TaxBreakdown } from '../site/ui/TaxBreakdown';
import { usePreloaded } from '../site/ui/usePreloaded';
import { preload, serverContextOf, type Preloaded } from '../ssr-data';
import { OrderDeadlines } from './OrderDeadlines';
import { OrderDocuments } from './OrderDocuments';
import { OrderNotFound } from './OrderNotFound';
import { OrderRequest } from './OrderRequest';

/**
 * The route's loader: on the server, the order as the API answers it (null for a reference no
 * order holds, which the server answers with 404), so the page reads without JavaScript; in the
 * browser, nothing, and the page fetches it.
 */
export function orderPageLoader({ context, params }: { context?: unknown; params: { referencia?: string } }) {
  const orderPage = serverContextOf(context)?.orderPage;
  return orderPage ? preload(context, () => orderPage(params.referencia ?? '')) : null;
}

/**
 * The visitor's order page (DECISIONS §10): service, what was ordered as the office's mail says it,
 * price lines, total, files received, the office's numbers and the timeline in the client's words.
 * The reference in the address is the only key; a failed or pending payment can be tried again here.
 */
export function OrderPage() {
  const { referencia = '' } = useParams();
  const preloaded = useLoaderData() as Preloaded<OrderPageData | null> | null | undefined;
  const [load, retry] = usePreloaded({ preloaded, key: referencia, load: fetchOrderPageIfAny, failure: 'No se ha podido cargar el pedido.' });
  usePageTitle(load.status === 'loaded' && !load.data ? 'Pedido no encontrado' : 'Tu pedido');

  if (load.status === 'loading') return <PageLoading />;
  if (load.status === 'error') {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-brand-900">No hemos podido cargar tu pedido</h1>
        <p className="mt-4 text-slate-700">Revisa tu conexión e inténtalo de nuevo.</p>
        <button type="button" onClick={retry} className="mt-6 rounded-lg bg-brand-800 px-6 py-3 font-semibold text-white">
          Reintentar
        </button>
      </section>
    );
  }
  const order = load.data;
  if (!order) return <OrderNotFound />;
  return (
    <section className="mx-auto max-w-3xl space-y-8 px-4 py-12">
      <header className="space-y-2">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Pedido {order.numero}</p>
        <h1 className="text-3xl font-bold text-brand-900">{order.producto}</h1>
        <p className="text-lg text-slate-800">
          Estado: <strong data-testid="order-status">{order.estadoTexto}</strong>
        </p>
      </header>

      {order.pagable && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="text-slate-800">
            {order.estado === 'payment_failed'
              ? 'El último pago no se completó. Puedes intentarlo de nuevo.'
              : order.estado === 'draft'
                ? 'Este pedido aún no se ha pagado.'
                : 'Este pedido está pendiente de pago.'}
          </p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
            <a href={paymentUrl(referencia)} className="inline-block shrink-0 rounded-lg bg-accent-700 px-6 py-3 text-center font-semibold text-white">
              Pagar {order.total.texto}
            </a>
            {/* DECISIONS §11: staff's words with the price they quoted, read before paying it. */}
            {order.presupuesto?.mensaje && (
              <figure className="rounded-lg border-l-4 border-brand-200 bg-white px-3 py-2" data-testid="quote-message">
                <figcaption className="text-sm font-semibold text-slate-700">Mensaje de la oficina con tu presupuesto</figcaption>
                <blockquote className="whitespace-pre-line text-slate-900">{order.presupuesto.mensaje}</blockquote>
              </figure>
            )}
          </div>
        </div>
      )}

      <OrderRequest order={order} />

      <section aria-labelledby="importe" className="rounded-xl border border-slate-200">
        <h2 id="importe" className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
          Importe
        </h2>
        {order.presupuestoPendiente ? (
          <p className="px-4 py-3 text-slate-800" data-testid="order-total">
            Presupuesto personalizado: te enviaremos por correo un presupuesto ajustado a tu solicitud, con un enlace para pagarlo.
          </p>
        ) : (
          <>
            <dl className="divide-y divide-slate-200">
              {order.lineas.map((line) => (
                <div key={line.concepto} className="flex justify-between gap-4 px-4 py-2">
                  <dt className="text-slate-700">{line.concepto}</dt>
                  <dd className="whitespace-nowrap text-slate-900">{line.importe}</dd>
                </div>
              ))}
              {!order.desglose && (
                <div className="flex justify-between gap-4 px-4 py-3 font-bold">
                  <dt>Total ({order.totalIncluye})</dt>
                  <dd data-testid="order-total" className="whitespace-nowrap">
                    {order.total.texto}
                  </dd>
                </div>
              )}
            </dl>
            {/* DECISIONS §12: the total as the invoice reads it, the same figure the visitor paid. */}
            {order.desglose && (
              <div className="border-t border-slate-200">
                <TaxBreakdown
                  split={{
                    suplidosCents: order.desglose.suplidosCentimos,
                    baseCents: order.desglose.baseCentimos,
                    vatCents: order.desglose.ivaCentimos,
                    totalCents: order.desglose.totalCentimos,
                  }}
                  totalLabel={`Total (${order.totalIncluye})`}
                  totalTestId="order-total"
                />
              </div>
            )}
          </>
        )}
      </section>

      {order.factura && (
        <p className="rounded-xl border border-slate-200 px-4 py-3 text-slate-800">
          Factura {order.factura.numero}: {/* A plain link: the PDF is a file the browser opens or saves, not a page of the app. */}
          <a href={order.factura.url} className="font-medium text-brand-800 underline" data-testid="order-invoice">
            descargar la factura (PDF)
          </a>
        </p>
      )}

      {/* Names and sizes, as the office's mail lists them; the receipt mail carries each file's SHA-256. */}
      {order.archivos.length > 0 && (
        <section aria-labelledby="archivos">
          <h2 id="archivos" className="mb-2 font-semibold text-slate-900">
            Archivos recibidos
          </h2>
          <ul className="space-y-2 text-sm">
            {order.archivos.map((file) => (
              <li key={file.sha256 + file.nombre} className="rounded-lg bg-slate-50 px-4 py-2">
                <span className="font-medium text-slate-900">{file.nombre}</span> <span className="text-slate-700">({formatFileSize(file.bytes)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <OrderDocuments documentos={order.documentos} />
      <OrderDeadlines plazos={order.plazos} />

      <section aria-labelledby="historial">
        <h2 id="historial" className="mb-2 font-semibold text-slate-900">
          Historial
        </h2>
        {order.historial.length === 0 && <p className="text-slate-700">Aún no hay novedades: te escribiremos con cada una.</p>}
        <ol className="space-y-3 border-l-2 border-brand-100 pl-4" data-testid="order-timeline">
          {order.historial.map((event, index) => (
            <li key={`${event.fecha}-${index}`}>
              <p className="font-medium text-slate-900">{event.texto}</p>
              {event.nota && <p className="text-slate-800">{event.nota}</p>}
              <p className="text-sm text-slate-600">
                <time dateTime={event.fecha}>{formatDateTime(event.fecha)}</time>
              </p>
            </li>
          ))}
        </ol>
      </section>

      <p className="text-sm text-slate-700">
        ¿Dudas sobre tu pedido?{' '}
        <Link to="/contacto" className="font-medium text-brand-800 underline">
          Escríbenos
        </Link>{' '}
        indicando el número {order.numero}.
      </p>
    </section>
  );
}
