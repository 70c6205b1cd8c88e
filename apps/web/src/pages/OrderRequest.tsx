import type { OrderPageData } from '../api/order';

/** 'YYYY-MM-DD' as '20/03/2026': an office's calendar day, with no time zone to shift it. */
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * What was ordered, as the office's mail describes it (the server's one description, DECISIONS §10):
 * the applicant, then each field with its flow's label; and the office's numbers once recorded.
 */
export function OrderRequest({ order }: { order: Pick<OrderPageData, 'solicitante' | 'solicitud' | 'oficina'> }) {
  return (
    <>
      {order.oficina && (
        <section aria-labelledby="oficina" className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3">
          <h2 id="oficina" className="font-semibold text-slate-900">
            Datos de la oficina
          </h2>
          <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]" data-testid="order-office">
            <dt className="text-slate-700">Número</dt>
            <dd className="font-mono font-semibold text-slate-900">{order.oficina.numero}</dd>
            <dt className="text-slate-700">Presentación</dt>
            <dd className="text-slate-900">{day(order.oficina.presentacion)}</dd>
            {order.oficina.publicacion && (
              <>
                <dt className="text-slate-700">Publicación</dt>
                <dd className="text-slate-900">{day(order.oficina.publicacion)}</dd>
              </>
            )}
            {order.oficina.concesion && (
              <>
                <dt className="text-slate-700">Concesión</dt>
                <dd className="text-slate-900">{day(order.oficina.concesion)}</dd>
              </>
            )}
          </dl>
        </section>
      )}
      {order.solicitud.length > 0 && (
        <section aria-labelledby="solicitud" className="rounded-xl border border-slate-200">
          <h2 id="solicitud" className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
            Tu solicitud
          </h2>
          <dl className="divide-y divide-slate-200" data-testid="order-request">
            {order.solicitante && (
              <div className="grid gap-1 px-4 py-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
                <dt className="text-slate-700">Solicitante</dt>
                <dd className="font-medium break-words text-slate-900">{order.solicitante}</dd>
              </div>
            )}
            {order.solicitud.map((row) => (
              <div key={row.etiqueta} className="grid gap-1 px-4 py-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
                <dt className="text-slate-700">{row.etiqueta}</dt>
                <dd className="break-words text-slate-900">{row.valor}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
