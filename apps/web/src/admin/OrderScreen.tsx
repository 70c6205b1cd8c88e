import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../pages/usePageTitle';
import { formatDateTime } from './api';
import { Loaded, Notice, PageHeading, useLoad } from './ui';
import { UncheckedNotice } from './botCheck';
import { StatusChange } from './StatusChange';
import { NoteForm, QuoteForm } from './OrderForms';
import { OrderWork } from './OrderWork';
import { ClientEdit } from './ClientEdit';
import { RefundPanel } from './RefundPanel';
import { FilingForm } from './FilingForm';
import { RightDeadlines } from './RightDeadlines';
import type { FromList } from './orderList';
import { formatFileSize } from '@shop/flow-kit/file-size';
import type { OrderDetail } from '@shop/api-contract';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Any order of any flow, in its flow's own labels (DECISIONS §11): no screen per flow. */
export function OrderScreen({ numero }: { numero: string }) {
  usePageTitle(`Pedido ${numero}`);
  const [load, reload] = useLoad<OrderDetail>(`orders/${encodeURIComponent(numero)}`);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  // Back to the list as it was left (filters, sorting, page), when opened from it.
  const state = useLocation().state as Partial<FromList> | null;
  const fromList = typeof state?.list === 'string' && state.list.startsWith('?') ? state.list : '';

  const done = (kind: 'ok' | 'error', text: string) => {
    setMessage({ kind, text });
    if (kind === 'ok') reload();
  };

  return (
    <Loaded load={load} retry={reload}>
      {(order) => (
        <>
          <p className="mb-2">
            <Link to={`/admin${fromList}`} className="text-brand-800 underline">
              ← Pedidos
            </Link>
          </p>
          <PageHeading>
            Pedido {order.numero}: {order.servicio}
          </PageHeading>
          <p className="mb-4 text-slate-800">
            Estado: <strong data-testid="admin-order-status">{order.estadoTexto}</strong> · Recibido el {formatDateTime(order.fecha)} ·{' '}
            {order.presupuesto.pendiente ? (
              <strong>Presupuesto pendiente</strong>
            ) : (
              <>
                Total <strong>{order.total}</strong>
              </>
            )}
          </p>
          {order.sinComprobacionAntirrobot && <UncheckedNotice />}
          {message && (
            <div className="mb-4">
              <Notice kind={message.kind}>{message.text}</Notice>
            </div>
          )}
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <Card title="Datos del pedido">
                <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,14rem)_1fr]">
                  {order.datos.map((row, index) => (
                    <div key={`${row.label}-${index}`} className="contents">
                      <dt className="font-medium text-slate-700">{row.label}</dt>
                      {/* Long answers keep the lines the client wrote (a patent's description). */}
                      <dd className="break-words whitespace-pre-line text-slate-900">{row.value}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
              <ClientEdit numero={order.numero} onDone={done} />
              <Card title="Importe">
                <dl className="divide-y divide-slate-200">
                  {order.lineas.map((line) => (
                    <div key={line.concepto} className="flex justify-between gap-4 py-1">
                      <dt>{line.concepto}</dt>
                      <dd>{line.importe}</dd>
                    </div>
                  ))}
                  <div className="flex justify-between gap-4 py-1 font-bold">
                    <dt>Total</dt>
                    <dd>{order.total}</dd>
                  </div>
                </dl>
              </Card>
              <Card title="Archivos">
                {order.archivos.length === 0 ? (
                  <p className="text-slate-700">Sin archivos.</p>
                ) : (
                  <ul className="space-y-1">
                    {order.archivos.map((file) => (
                      <li key={file.id}>
                        <a href={`/api/admin/orders/${encodeURIComponent(order.numero)}/files/${file.id}`} className="text-brand-800 underline" download>
                          {file.nombre}
                        </a>{' '}
                        <span className="text-sm text-slate-700">
                          ({formatFileSize(file.bytes)}, {file.tipo})
                        </span>
                        {file.sha256 && <span className="block font-mono text-xs break-all text-slate-600">SHA-256 {file.sha256}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              <Card title="Aceptaciones">
                <dl className="space-y-1 text-sm">
                  <div>
                    <dt className="inline font-medium">Política de privacidad: </dt>
                    <dd className="inline">{order.aceptaciones.privacidad ? formatDateTime(order.aceptaciones.privacidad) : 'Sin constancia'}</dd>
                  </div>
                  <div>
                    <dt className="inline font-medium">Condiciones generales: </dt>
                    <dd className="inline">
                      {order.aceptaciones.condiciones ? formatDateTime(order.aceptaciones.condiciones) : 'Sin constancia'}
                      {order.aceptaciones.versionCondiciones && ` (versión ${order.aceptaciones.versionCondiciones})`}
                    </dd>
                  </div>
                </dl>
              </Card>
              <Card title="Pagos">
                {order.pagos.length === 0 ? (
                  <p className="text-slate-700">Ninguna página de pago abierta.</p>
                ) : (
                  <ul className="space-y-2">
                    {order.pagos.map((payment) => (
                      <li key={payment.numero} className="text-sm">
                        <p>
                          <span className="font-mono">{payment.numero}</span> · {payment.importe} ·{' '}
                          <strong className={/a devolver/.test(payment.estadoTexto) ? 'text-red-800' : ''}>{payment.estadoTexto}</strong>
                        </p>
                        <p className="text-slate-700">
                          {formatDateTime(payment.fecha)} · {payment.pasarela === 'redsys' ? 'Redsys' : 'Pasarela de prueba'}
                          {payment.codigo ? ` · código ${payment.codigo}` : ''}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              {/* Read again when a full refund moves the order. */}
              <RefundPanel key={order.estado} numero={order.numero} onDone={done} />
              <Card title="Historial">
                <ol className="space-y-2">
                  {order.historial.map((event, index) => (
                    <li key={index} className="border-l-4 border-brand-200 pl-3">
                      <p className="font-medium">{event.estadoTexto}</p>
                      <p className="text-sm whitespace-pre-line text-slate-700">
                        {formatDateTime(event.fecha)}
                        {event.nota && event.nota !== event.estadoTexto ? ` · ${event.nota}` : ''}
                      </p>
                    </li>
                  ))}
                </ol>
              </Card>
            </div>
            <div className="space-y-6">
              {order.presupuesto.esPresupuesto && (
                <Card title="Presupuesto">
                  {order.presupuesto.importe && (
                    <div className="mb-3 space-y-1 text-slate-800">
                      <p>
                        Enviado: <strong>{order.presupuesto.importe}</strong>
                      </p>
                      {order.presupuesto.mensaje && (
                        <>
                          <p className="text-sm font-medium text-slate-700">Mensaje enviado al cliente:</p>
                          <blockquote className="border-l-4 border-brand-200 pl-3 whitespace-pre-line">{order.presupuesto.mensaje}</blockquote>
                        </>
                      )}
                    </div>
                  )}
                  {order.presupuesto.respondible ? (
                    <QuoteForm numero={order.numero} includes={order.presupuesto.incluye} onDone={done} />
                  ) : (
                    <p className="text-slate-700">Esta solicitud ya no admite presupuesto.</p>
                  )}
                </Card>
              )}
              <Card title="Cambiar estado">
                <StatusChange numero={order.numero} moves={order.transiciones} onDone={done} />
              </Card>
              {/* Assignment, documents and undo; read again whenever the order's state moves. */}
              <OrderWork key={`${order.estado}:${order.historial.length}`} numero={order.numero} onDone={done} />
              {(order.anotable || order.hechos) && (
                <Card title="Oficina y plazos">
                  <RightDeadlines right={order.derecho} deadlines={order.deadlines} />
                  <div className="mt-4 border-t border-slate-200 pt-4">
                    <FilingForm key={order.hechos?.anotadoEl ?? 'nuevo'} numero={order.numero} right={order.derecho} facts={order.hechos} onDone={done} />
                  </div>
                </Card>
              )}
              <Card title="Notas internas">
                <ul className="mb-3 space-y-2">
                  {order.notas.map((note, index) => (
                    <li key={index} className="rounded bg-slate-50 p-2">
                      <p className="whitespace-pre-line">{note.texto}</p>
                      <p className="text-xs text-slate-700">
                        {note.autor} · {formatDateTime(note.fecha)}
                      </p>
                    </li>
                  ))}
                </ul>
                <NoteForm numero={order.numero} onDone={done} />
              </Card>
              <Card title="Enlaces del cliente">
                <p className="text-sm break-all">
                  Página del pedido:{' '}
                  <a href={order.enlacePedido} className="text-brand-800 underline">
                    {order.enlacePedido}
                  </a>
                </p>
                {order.pagable && <p className="mt-2 text-sm break-all">Enlace de pago: {order.enlacePago}</p>}
              </Card>
            </div>
          </div>
        </>
      )}
    </Loaded>
  );
}
