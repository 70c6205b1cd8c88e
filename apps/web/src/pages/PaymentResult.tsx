import { useEffect, useState } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { preload, serverContextOf, type Preloaded } from '../ssr-data';
import { formatEur } from '@shop/money';
import { fetchOrderStatus, type OrderStatus } from '../api/order';
import { paymentUrl } from '../api/paths';
import { clearDraftsWithReference } from '../wizard/draftStorage';
import { usePageTitle } from './usePageTitle';
import { orderPagePath } from '@shop/settings/routes';

/** The bank's notification may reach the server a little after the visitor: asked again meanwhile. */
const RECHECK_MS = 2000;
const RECHECKS = 15;

/** `waitedOut`: the bank's confirmation did not come while the page asked (RECHECKS times). */
type Lookup = { state: 'checking' } | { state: 'unknown' } | { state: 'found'; order: OrderStatus; waitedOut?: boolean };

/** The order's state read by the server as it renders the page: shown before (or without) any code (ADR 021). */
export function paymentResultLoader({ context, request }: { context?: unknown; request: Request }) {
  const orderStatus = serverContextOf(context)?.orderStatus;
  const referencia = new URL(request.url).searchParams.get('trans') ?? '';
  return orderStatus && referencia ? preload(context, () => orderStatus(referencia)) : null;
}

/**
 * The order named by `trans`, as the server has it. The return pages never change an order
 * (DECISIONS §10): they say what the server knows, asking again while a payment awaits its
 * notification.
 */
function useOrder(): { referencia: string; lookup: Lookup } {
  const [params] = useSearchParams();
  const referencia = params.get('trans') ?? '';
  const preloaded = useLoaderData() as Preloaded<OrderStatus | null> | null | undefined;
  const known = preloaded ? (preloaded.data ? ({ state: 'found', order: preloaded.data } as const) : ({ state: 'unknown' } as const)) : undefined;
  const [lookup, setLookup] = useState<Lookup>(known ?? { state: referencia ? 'checking' : 'unknown' });
  // What the server read is the answer, unless the payment still awaits the bank's notification.
  const settled = known !== undefined && !(known.state === 'found' && known.order.estado === 'awaiting_payment');
  useEffect(() => {
    if (settled) return;
    if (!referencia) return setLookup({ state: 'unknown' });
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (left: number) =>
      fetchOrderStatus(referencia).then(
        (order) => {
          if (!current) return;
          const awaiting = order.estado === 'awaiting_payment';
          setLookup({ state: 'found', order, waitedOut: awaiting && left === 0 });
          if (awaiting && left > 0) timer = setTimeout(() => void check(left - 1), RECHECK_MS);
        },
        () => current && setLookup({ state: 'unknown' }),
      );
    void check(RECHECKS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [referencia, settled]);
  return { referencia, lookup };
}

const OrderLine = ({ order, children }: { order: OrderStatus; children?: string }) => (
  <p className="mt-4 text-slate-700" data-testid="order-summary">
    Pedido {order.numero}: {order.producto}, <span className="whitespace-nowrap">{formatEur(order.total)}</span>. {children}
  </p>
);

const button = 'rounded-lg px-6 py-3 font-semibold';

/** DECISIONS §4: the return page after a payment the gateway calls successful; the order's state says whether it is. */
export function PaymentOk() {
  const { referencia, lookup } = useOrder();
  const order = lookup.state === 'found' ? lookup.order : undefined;
  const paid = order?.pagado === true;
  const waitedOut = lookup.state === 'found' && lookup.waitedOut === true;
  const confirming = order?.estado === 'awaiting_payment' && !waitedOut;
  usePageTitle(paid ? 'Pago completado' : 'Estado del pago');
  useEffect(() => {
    if (paid) clearDraftsWithReference(referencia);
  }, [paid, referencia]);
  const [title, text] = paid
    ? ['¡Pago completado!', 'Gracias por tu confianza. Hemos recibido tu pedido y empezamos a trabajar en él.']
    : confirming
      ? ['Estamos confirmando tu pago', 'El banco nos confirma el pago en unos instantes; esta página se actualiza sola.']
      : waitedOut
        ? [
            'Aún no tenemos la confirmación del banco',
            'Si el banco te ha hecho un cargo, lo aplicaremos a tu pedido en cuanto nos llegue su aviso y te escribiremos; no hace falta que pagues de nuevo. Puedes ver tu pedido o escribirnos.',
          ]
        : lookup.state === 'checking'
          ? ['Comprobando tu pago...', 'Un momento, estamos consultando el estado de tu pedido.']
          : order
            ? [
                'Este pedido no consta como pagado',
                'El pago no se ha aplicado a este pedido. Si el banco te ha hecho un cargo, lo revisaremos y te escribiremos. Puedes pagarlo ahora o escribirnos.',
              ]
            : ['No encontramos ese pedido', 'Si has completado un pago, te llegará un correo de confirmación. Si no, escríbenos.'];
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-live="polite">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-800">{text}</p>
      {order && <OrderLine order={order}>{paid ? 'Pago confirmado.' : confirming ? 'Pendiente de la confirmación del banco.' : ''}</OrderLine>}
      {paid && <p className="mt-4 text-slate-700">Te enviaremos por email la confirmación y los siguientes pasos.</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {order?.pagable && !confirming && !waitedOut && (
          <a href={paymentUrl(referencia)} className={`${button} bg-accent-700 text-white`}>
            Pagar el pedido
          </a>
        )}
        {order && (
          <Link to={orderPagePath(referencia)} className={`${button} bg-brand-800 text-white`}>
            Ver mi pedido
          </Link>
        )}
        <Link to={order && !paid ? '/contacto' : '/'} className={`${button} border border-slate-400 text-slate-800`}>
          {order && !paid ? 'Contactar con nosotros' : 'Volver al inicio'}
        </Link>
      </div>
    </section>
  );
}

/** DECISIONS §4: the return page after a cancelled or failed payment, with a way to try again while the order can be paid. */
export function PaymentKo() {
  const { referencia, lookup } = useOrder();
  const order = lookup.state === 'found' ? lookup.order : undefined;
  const paid = order?.pagado === true;
  usePageTitle(paid ? 'Pedido ya pagado' : 'Pago no completado');
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-live="polite">
      <h1 className="text-3xl font-bold text-brand-900">{paid ? 'Este pedido ya está pagado' : 'El pago no se ha completado'}</h1>
      <p className="mt-4 text-lg text-slate-800">
        {paid
          ? 'Este intento no ha cobrado nada más: el pedido ya estaba pagado.'
          : order || lookup.state === 'checking'
            ? 'No se ha realizado ningún cargo. Tu solicitud sigue guardada y puedes intentarlo de nuevo.'
            : // No order by that reference: nothing is saved to promise; the bank has charged nothing.
              'No se ha realizado ningún cargo. No encontramos el pedido de este pago; si necesitas ayuda, escríbenos.'}
      </p>
      {order && <OrderLine order={order} />}
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {order?.pagable && (
          <a href={paymentUrl(referencia)} className={`${button} bg-accent-700 text-white`}>
            Reintentar el pago
          </a>
        )}
        {order && (
          <Link to={orderPagePath(referencia)} className={`${button} border border-slate-400 text-slate-800`}>
            Ver mi pedido
          </Link>
        )}
        <Link to="/contacto" className={`${button} border border-slate-400 text-slate-800`}>
          Contactar con nosotros
        </Link>
      </div>
    </section>
  );
}
