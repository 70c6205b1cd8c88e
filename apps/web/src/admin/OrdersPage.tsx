import { useSearchParams, Link, useLocation } from 'react-router';
import { usePageTitle } from '../pages/usePageTitle';
import { OrderCards, OrderSortPicker } from './OrderCards';
import type { Direction, OrderList } from './orderList';
import { OrderTable } from './OrderTable';
import { FILTERS, filtersOf, isReversed, OrderFilters, type AdminMeta, type Filters } from './OrderFilters';
import { formErrorsOf, Loaded, Notice, PageHeading, secondaryButtonClass, useLoad } from './ui';
import { OrderViews } from './OrderViews';
import { AdminError } from './api';

const SORTING = ['orden', 'sentido'] as const;

/** '2026-05-01' as staff write it: 01/05/2026. */
const dayText = (day: string) => day.split('-').reverse().join('/');

const withPage = (params: URLSearchParams, page: number) => {
  const next = new URLSearchParams(params);
  next.set('pagina', String(page));
  return next;
};

/**
 * Every order: filters, search, paging and the CSV of what the filters match (ADR 007). It
 * opens on what needs action, with a chip per state and its count (OrderViews); 'Mis asuntos' is
 * the same list with `asignado=yo`.
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  usePageTitle(params.get('asignado') === 'yo' ? 'Mis asuntos' : 'Pedidos');
  const { search } = useLocation();
  const query = new URLSearchParams([...FILTERS, ...SORTING].flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  // Newest first unless a column was chosen; a chosen column starts ascending.
  const sortedBy = params.get('orden') ?? 'fecha';
  const direction: Direction = params.get('sentido') === 'desc' || (!params.get('orden') && params.get('sentido') !== 'asc') ? 'desc' : 'asc';
  const page = Number(params.get('pagina')) || 1;
  const applied = filtersOf(params);
  const reversed = isReversed(applied);
  const [list, retry] = useLoad<OrderList>(
    `orders?${query}&pagina=${page}`,
    // The API refuses such a range too; no need to ask it.
    reversed ? async () => ({ items: [], total: 0, page, pageSize: 0 }) : undefined,
  );
  const [meta] = useLoad<AdminMeta>('meta');
  const options = meta.state === 'ready' ? meta.data : { servicios: [], estados: [] };

  function apply(filters: Filters) {
    const next = new URLSearchParams();
    for (const name of FILTERS) if (filters[name]) next.set(name, filters[name]);
    for (const name of SORTING) if (params.get(name)) next.set(name, params.get(name)!);
    setParams(next);
  }
  const sortTo = (column: string, chosen: Direction) => {
    const next = new URLSearchParams(params);
    next.set('orden', column);
    next.set('sentido', chosen);
    next.delete('pagina');
    setParams(next);
  };
  // A header pressed again turns its order round; another starts ascending.
  const sortBy = (column: string) => sortTo(column, column === sortedBy && direction === 'asc' ? 'desc' : 'asc');
  const goTo = (target: number) => setParams(withPage(params, target));

  return (
    <>
      <PageHeading
        actions={
          <a href={`/api/admin/orders.csv?${query}`} className={secondaryButtonClass} download>
            Descargar CSV
          </a>
        }
      >
        {params.get('asignado') === 'yo' ? 'Mis asuntos' : 'Pedidos'}
      </PageHeading>
      <OrderFilters
        applied={applied}
        options={options}
        onApply={apply}
        errors={list.state === 'failed' ? formErrorsOf(new AdminError(400, list.message, list.fields ?? {}), FILTERS).fields : {}}
      />
      <OrderViews params={params} reversed={reversed} />
      {reversed ? (
        <Notice kind="error">
          Las fechas están al revés: «Desde» ({dayText(applied.desde)}) es posterior a «Hasta» ({dayText(applied.hasta)}). Cámbialas y pulsa Filtrar.
        </Notice>
      ) : (
        <Loaded load={list} retry={retry}>
          {(data) => {
            const last = Math.max(1, Math.ceil(data.total / data.pageSize));
            return (
              <>
                <p className="mb-2 text-sm text-slate-700" role="status">
                  {data.total === 1 ? '1 pedido' : `${data.total} pedidos`}
                </p>
                {/* A phone shows each order as a card; the table's eight columns needed 1260 px. */}
                <OrderSortPicker sortedBy={sortedBy} direction={direction} onSort={sortTo} />
                <OrderCards items={data.items} from={search} />
                <div className="hidden sm:block">
                  <OrderTable items={data.items} from={search} sortedBy={sortedBy} direction={direction} onSort={sortBy} />
                </div>
                {data.items.length === 0 && data.page > last && (
                  <p className="mt-4 text-slate-800">
                    No hay pedidos en la página {data.page}: la última es la {last}.{' '}
                    <Link to={`?${withPage(params, last)}`} className="font-semibold text-brand-800 underline">
                      Ir a la página {last}
                    </Link>
                  </p>
                )}
                {data.total > data.pageSize && data.page <= last && (
                  <nav aria-label="Páginas" className="mt-4 flex items-center gap-3">
                    <button type="button" className={secondaryButtonClass} disabled={data.page <= 1} onClick={() => goTo(data.page - 1)}>
                      Anterior
                    </button>
                    <span className="text-sm text-slate-800">
                      Página {data.page} de {last}
                    </span>
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      disabled={data.page * data.pageSize >= data.total}
                      onClick={() => goTo(data.page + 1)}
                    >
                      Siguiente
                    </button>
                  </nav>
                )}
              </>
            );
          }}
        </Loaded>
      )}
    </>
  );
}
