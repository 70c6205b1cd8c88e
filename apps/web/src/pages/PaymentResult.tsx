import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatEur } from '@shop/money';
import { fetchOrderStatus, type OrderStatus } from '../api/order';
import { paymentUrl } from '../api/paths';
import { clearDraftsWithReference } from '../wizard/draftStorage';
import { usePageTitle } from './usePageTitle';
import { orderPagePath } from '@shop/settings/routes';

function useOrder(): { referencia: string; order: OrderStatus | undefined } {
  const [params] = useSearchParams();
  const referencia = params.get('trans') ?? '';
  const [order, setOrder] = useState<OrderStatus>();
  useEffect(() => {
    if (referencia) fetchOrderStatus(referencia).then(setOrder, () => setOrder(undefined));
  }, [referencia]);
  return { referencia, order };
}

/** DECISIONS §4: the return page after a successful payment. */
export function PaymentOk() {
  usePageTitle('Pago completado');
  const { referencia, order } = useOrder();
  useEffect(() => {
    if (referencia) clearDraftsWithReference(referencia);
  }, [referencia]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-900">¡Pago completado!</h1>
      <p className="mt-4 text-lg text-slate-800">Gracias por tu confianza. Hemos recibido tu pedido y empezamos a trabajar en él.</p>
      {order && (
        <p className="mt-4 text-slate-700" data-testid="order-summary">
          Pedido {order.numero}: {order.producto}, {formatEur(order.total)}.{' '}
          {order.estado === 'paid' ? 'Pago confirmado.' : 'Estamos confirmando el pago con el banco.'}
        </p>
      )}
      <p className="mt-4 text-slate-700">Te enviaremos por email la confirmación y los siguientes pasos.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {referencia && order && (
          <Link to={orderPagePath(referencia)} className="rounded-lg bg-brand-800 px-6 py-3 font-semibold text-white">
            Ver mi pedido
          </Link>
        )}
        <Link to="/" className="rounded-lg border border-slate-400 px-6 py-3 font-semibold text-slate-800">
          Volver al inicio
        </Link>
      </div>
    </section>
  );
}

/** DECISIONS §4: the return page after a cancelled or failed payment, with a way to try again. */
export function PaymentKo() {
  usePageTitle('Pago no completado');
  const { referencia, order } = useOrder();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-900">El pago no se ha completado</h1>
      <p className="mt-4 text-lg text-slate-800">No se ha realizado ningún cargo. Tu solicitud sigue guardada y puedes intentarlo de nuevo.</p>
      {order && (
        <p className="mt-4 text-slate-700">
          Pedido {order.numero}: {order.producto}, {formatEur(order.total)}.
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {referencia && order && order.estado !== 'paid' && (
          <a href={paymentUrl(referencia)} className="rounded-lg bg-accent-700 px-6 py-3 font-semibold text-white">
            Reintentar el pago
          </a>
        )}
        {referencia && order && (
          <Link to={orderPagePath(referencia)} className="rounded-lg border border-slate-400 px-6 py-3 font-semibold text-slate-800">
            Ver mi pedido
          </Link>
        )}
        <Link to="/contacto" className="rounded-lg border border-slate-400 px-6 py-3 font-semibold text-slate-800">
          Contactar con nosotros
        </Link>
      </div>
    </section>
  );
}
