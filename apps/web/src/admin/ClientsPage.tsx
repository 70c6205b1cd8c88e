import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../pages/usePageTitle';
import { formatDateTime, get } from './api';
import { calendarDay } from './RightDeadlines';
import type { ClientFile } from '@shop/api-contract';
import { buttonClass, DataTable, Field, inputClass, Loaded, PageHeading, useLoad } from './ui';

/** GET /api/admin/clientes: one client's file (apps/api/src/admin/clients/view.ts). */

/** What the box holds, as the API asks it: an address has an '@', anything else is a tax number. */
const queryOf = (text: string) => {
  const value = text.trim();
  return value === '' ? '' : `${value.includes('@') ? 'email' : 'nif'}=${encodeURIComponent(value)}`;
};

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  const id = `clientes-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title} ({count})
      </h2>
      {count === 0 ? <p className="text-slate-700">Ninguno.</p> : children}
    </section>
  );
}

function Found({ query }: { query: string }) {
  const [load, reload] = useLoad<ClientFile>(`clientes?${query}`, () => get<ClientFile>(`clientes?${query}`));
  return (
    <Loaded load={load} retry={reload}>
      {(file) => (
        <div className="space-y-8">
          <p className="text-slate-800">
            {file.nombre && <strong>{file.nombre} · </strong>}
            {file.busqueda.email ? `Email ${file.busqueda.email}` : `NIF ${file.busqueda.nif}`}
          </p>
          <Section title="Pedidos" count={file.pedidos.length}>
            <DataTable label="Pedidos del cliente" columns={['Número', 'Fecha', 'Servicio', 'Estado', 'Total']}>
              {file.pedidos.map((order) => (
                <tr key={order.numero}>
                  <td className="px-3 py-2">
                    <Link to={`/admin/pedidos/${encodeURIComponent(order.numero)}`} className="font-mono whitespace-nowrap text-brand-800 underline">
                      {order.numero}
                    </Link>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.fecha)}</td>
                  <td className="px-3 py-2">{order.servicio}</td>
                  <td className="px-3 py-2">{order.estadoTexto}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{order.total}</td>
                </tr>
              ))}
            </DataTable>
          </Section>
          <Section title="Facturas" count={file.facturas.length}>
            <DataTable label="Facturas del cliente" columns={['Número', 'Tipo', 'Fecha', 'Pedido', 'Total']}>
              {file.facturas.map((invoice) => (
                <tr key={invoice.numero}>
                  <td className="px-3 py-2">
                    <a href={`/api/admin/invoices/${encodeURIComponent(invoice.numero)}/pdf`} className="font-mono whitespace-nowrap text-brand-800 underline">
                      {invoice.numero}
                    </a>
                  </td>
                  <td className="px-3 py-2">{invoice.tipo}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{invoice.fecha}</td>
                  <td className="px-3 py-2 font-mono">{invoice.pedido}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{invoice.total}</td>
                </tr>
              ))}
            </DataTable>
          </Section>
          <Section title="Mensajes" count={file.mensajes.length}>
            <ul className="space-y-2">
              {file.mensajes.map((message) => (
                <li key={message.id} className="rounded-lg bg-white p-3 shadow-sm">
                  <p className="text-sm text-slate-700">
                    {formatDateTime(message.fecha)} · {message.nombre} · {message.estado === 'handled' ? 'Atendido' : 'Nuevo'}
                  </p>
                  <p className="whitespace-pre-line">{message.mensaje}</p>
                </li>
              ))}
            </ul>
            <p>
              <Link to="/admin/mensajes" className="text-brand-800 underline">
                Ir a los mensajes
              </Link>
            </p>
          </Section>
          <Section title="Plazos" count={file.plazos.length}>
            <ul className="space-y-2">
              {file.plazos.map((deadline) => (
                <li key={`${deadline.pedido}-${deadline.kind}-${deadline.opensOn}`} className="border-l-4 border-brand-200 pl-3">
                  <p className="font-medium">
                    {deadline.label} · hasta el {calendarDay(deadline.dueOn)}
                  </p>
                  <p className="text-sm text-slate-700">
                    Pedido{' '}
                    <Link to={`/admin/pedidos/${encodeURIComponent(deadline.pedido)}`} className="font-mono text-brand-800 underline">
                      {deadline.pedido}
                    </Link>{' '}
                    ({deadline.servicio}) · {deadline.article}
                  </p>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      )}
    </Loaded>
  );
}

/**
 * A client's file (docs/decisions/012-back-office-work.md): found by e-mail or tax number, their
 * orders (each opening its order screen), invoices, contact messages and deadlines.
 */
export function ClientsPage() {
  usePageTitle('Clientes');
  const [params, setParams] = useSearchParams();
  const current = params.get('email') ?? params.get('nif') ?? '';
  const query = params.has('email') ? `email=${encodeURIComponent(current)}` : params.has('nif') ? `nif=${encodeURIComponent(current)}` : '';
  const [text, setText] = useState(current);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(new URLSearchParams(queryOf(text)));
  }

  return (
    <>
      <PageHeading>Clientes</PageHeading>
      <form role="search" aria-label="Buscar un cliente" onSubmit={search} className="mb-6 flex flex-wrap items-end gap-3">
        <div className="w-full max-w-md">
          <Field label="Email o NIF del cliente">
            <input name="cliente" value={text} onChange={(event) => setText(event.target.value)} className={inputClass} />
          </Field>
        </div>
        <button type="submit" className={buttonClass}>
          Buscar
        </button>
      </form>
      {query ? <Found key={query} query={query} /> : <p className="text-slate-700">Escribe el email o el NIF de un cliente para ver su ficha.</p>}
    </>
  );
}
