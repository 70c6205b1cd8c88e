import { useSearchParams, Link } from 'react-router';
import { adminOrderPath } from '@shop/settings/routes';
import { usePageTitle } from '../pages/usePageTitle';
import { formatDateTime } from './api';
import { UncheckedBadge } from './botCheck';
import { buttonClass, Field, inputClass, Loaded, PageHeading, secondaryButtonClass, useLoad } from './ui';

interface OrderItem {
  numero: string;
  fecha: string;
  servicio: string;
  cliente: string;
  email: string;
  marca: string;
  estadoTexto: string;
  total: string;
  sinComprobacionAntirrobot: boolean;
}
interface OrderList {
  items: OrderItem[];
  total: number;
  page: number;
  pageSize: number;
}
export interface AdminMeta {
  servicios: { id: string; titulo: string }[];
  estados: { id: string; texto: string }[];
}

const FILTERS = ['q', 'estado', 'servicio', 'desde', 'hasta'] as const;
const SORTING = ['orden', 'sentido'] as const;

/** The columns, each sortable by the name the API sorts it by (`orden`). */
const COLUMNS = [
  ['numero', 'Número'],
  ['fecha', 'Fecha'],
  ['servicio', 'Servicio'],
  ['cliente', 'Cliente'],
  ['email', 'Email'],
  ['marca', 'Marca'],
  ['estado', 'Estado'],
  ['total', 'Total'],
] as const;
type Direction = 'asc' | 'desc';

/** Every order: filters, search, paging and the CSV of what the filters match (issue 10 §2). */
export function OrdersPage() {
  usePageTitle('Pedidos');
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams([...FILTERS, ...SORTING].flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  // Newest first unless a column was chosen; a chosen column starts ascending.
  const sortedBy = params.get('orden') ?? 'fecha';
  const direction: Direction = params.get('sentido') === 'desc' || (!params.get('orden') && params.get('sentido') !== 'asc') ? 'desc' : 'asc';
  const page = Number(params.get('pagina')) || 1;
  const [list, retry] = useLoad<OrderList>(`orders?${query}&pagina=${page}`);
  const [meta] = useLoad<AdminMeta>('meta');
  const options = meta.state === 'ready' ? meta.data : { servicios: [], estados: [] };

  function apply(form: HTMLFormElement) {
    const data = new FormData(form);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    for (const name of SORTING) if (params.get(name)) next.set(name, params.get(name)!);
    setParams(next);
  }
  const sortBy = (column: string) => {
    const next = new URLSearchParams(params);
    next.set('orden', column);
    next.set('sentido', column === sortedBy && direction === 'asc' ? 'desc' : 'asc');
    next.delete('pagina');
    setParams(next);
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('pagina', String(target));
    setParams(next);
  };

  return (
    <>
      <PageHeading
        actions={
          <a href={`/api/admin/orders.csv?${query}`} className={secondaryButtonClass} download>
            Descargar CSV
          </a>
        }
      >
        Pedidos
      </PageHeading>
      <form
        role="search"
        className="mb-6 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6"
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
      >
        <div className="lg:col-span-2">
          <Field label="Buscar (número, nombre, email o marca)">
            <input name="q" type="search" defaultValue={params.get('q') ?? ''} className={inputClass} />
          </Field>
        </div>
        <Field label="Estado">
          <select name="estado" defaultValue={params.get('estado') ?? ''} className={inputClass} key={`e${options.estados.length}`}>
            <option value="">Todos</option>
            {options.estados.map((status) => (
              <option key={status.id} value={status.id}>
                {status.texto}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Servicio">
          <select name="servicio" defaultValue={params.get('servicio') ?? ''} className={inputClass} key={`s${options.servicios.length}`}>
            <option value="">Todos</option>
            {options.servicios.map((service) => (
              <option key={service.id} value={service.id}>
                {service.titulo}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Desde">
          <input name="desde" type="date" defaultValue={params.get('desde') ?? ''} className={inputClass} />
        </Field>
        <Field label="Hasta">
          <input name="hasta" type="date" defaultValue={params.get('hasta') ?? ''} className={inputClass} />
        </Field>
        <div className="flex gap-3 lg:col-span-6">
          <button type="submit" className={buttonClass}>
            Filtrar
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => setParams(new URLSearchParams())}>
            Quitar filtros
          </button>
        </div>
      </form>
      <Loaded load={list} retry={retry}>
        {(data) => (
          <>
            <p className="mb-2 text-sm text-slate-700" role="status">
              {data.total === 1 ? '1 pedido' : `${data.total} pedidos`}
            </p>
            <div className="relative overflow-x-auto rounded-lg bg-white shadow-sm">
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
                          <button type="button" className="inline-flex items-center gap-1 underline-offset-2 hover:underline" onClick={() => sortBy(column)}>
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
                  {data.items.map((order) => (
                    <tr key={order.numero}>
                      <td className="px-3 py-2">
                        <Link to={adminOrderPath(order.numero)} className="font-semibold text-brand-800 underline">
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
            </div>
            {data.total > data.pageSize && (
              <nav aria-label="Páginas" className="mt-4 flex items-center gap-3">
                <button type="button" className={secondaryButtonClass} disabled={data.page <= 1} onClick={() => goTo(data.page - 1)}>
                  Anterior
                </button>
                <span className="text-sm text-slate-800">
                  Página {data.page} de {Math.ceil(data.total / data.pageSize)}
                </span>
                <button type="button" className={secondaryButtonClass} disabled={data.page * data.pageSize >= data.total} onClick={() => goTo(data.page + 1)}>
                  Siguiente
                </button>
              </nav>
            )}
          </>
        )}
      </Loaded>
    </>
  );
}
