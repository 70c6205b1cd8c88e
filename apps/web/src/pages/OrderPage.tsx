import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { fetchOrderPage, type OrderPageData } from '../api/order';
import { paymentUrl } from '../api/paths';
import { NotFound } from './NotFound';
import { PageLoading } from './PageLoading';
import { usePageTitle } from './usePageTitle';
import { formatDateTime } from '../site/ui/dates';
import { formatFileSize } from '@shop/flow-kit/file-size';
import { TaxBreakdown } from '../site/ui/TaxBreakdown';
import { OrderDeadlines } from './OrderDeadlines';
import { OrderDocuments } from './OrderDocuments';

type Load = { state: 'loading' } | { state: 'ready'; order: OrderPageData } | { state: 'missing' } | { state: 'failed' };

/**
 * The visitor's order page (DECISIONS §10): service, price lines, total, files received and the
 * timeline of its states. The reference in the address is the only key; a failed or pending
 * payment can be tried again from here.
 */
export function OrderPage() {
  usePageTitle('Tu pedido');
  const { referencia = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setLoad({ state: 'loading' });
    fetchOrderPage(referencia).then(
      (order) => setLoad({ state: 'ready', order }),
      (error: unknown) => setLoad((error as { response?: { status?: number } }).response?.status === 404 ? { state: 'missing' } : { state: 'failed' }),
    );
  }, [referencia, attempt]);

  if (load.state === 'loading') return <PageLoading />;
  if (load.state === 'missing') return <NotFound />;
  if (load.state === 'failed') {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-brand-900">No hemos podido cargar tu pedido</h1>
        <p className="mt-4 text-slate-700">Revisa tu conexión e inténtalo de nuevo.</p>
        <button type="button" onClick={() => setAttempt((count) => count + 1)} className="mt-6 rounded-lg bg-brand-800 px-6 py-3 font-semibold text-white">
          Reintentar
        </button>
      </section>
    );
  }
  const { order } = load;
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
          <a href={paymentUrl(referencia)} className="mt-3 inline-block rounded-lg bg-accent-700 px-6 py-3 font-semibold text-white">
            Pagar {order.total.texto}
          </a>
        </div>
      )}

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

      {order.archivos.length > 0 && (
        <section aria-labelledby="archivos">
          <h2 id="archivos" className="mb-2 font-semibold text-slate-900">
            Archivos recibidos
          </h2>
          <ul className="space-y-2 text-sm">
            {order.archivos.map((file) => (
              <li key={file.sha256 + file.nombre} className="rounded-lg bg-slate-50 px-4 py-2">
                <span className="font-medium text-slate-900">{file.nombre}</span> <span className="text-slate-700">({formatFileSize(file.bytes)})</span>
                <span className="block font-mono text-xs break-all text-slate-600">SHA-256 {file.sha256}</span>
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
