import type { NavItem, NavService } from '../../api/navbar';
import { ChevronDownIcon } from '../ui/icons';
import { container } from '../ui/styles';

const panelId = (id: string) => `menu-${id}`;

/**
 * The wide-screen menu (spec-1 §2.1): links and dropdowns, every panel in the server's HTML, closed
 * (`hidden`). /shell.js opens them (ADR 021): on click (Enter and Space too, being a button), one at
 * a time; a second click, the backdrop, Escape, a link chosen or focus leaving its button and panel
 * closes it, and Escape returns focus to its button.
 */
export function DesktopMenu({ menu, pathname }: { menu: NavItem[]; pathname: string }) {
  return (
    <>
      <nav aria-label="Principal" className="hidden h-full xl:block">
        <ul className="flex h-full items-center gap-0.5">
          {menu.map((item) => {
            if (item.type === 'link') {
              // As a router's NavLink: a menu link is current on its page and the pages under it.
              const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
              return (
                <li key={item.id}>
                  <a
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2.5 font-medium hover:bg-brand-50 hover:text-brand-900 ${current ? 'text-brand-800 underline decoration-2 underline-offset-8' : 'text-slate-800'}`}
                  >
                    {item.label}
                  </a>
                </li>
              );
            }
            const hasColumns = Boolean(item.columns?.length);
            return (
              <li key={item.id} data-menu="item" className={hasColumns ? undefined : 'relative'}>
                <button
                  type="button"
                  data-menu="dropdown"
                  aria-expanded="false"
                  aria-controls={panelId(item.id)}
                  className="group inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-900 aria-expanded:bg-brand-50 aria-expanded:text-brand-900"
                >
                  {item.label}
                  <ChevronDownIcon className="h-4 w-4 transition-transform group-aria-expanded:rotate-180" />
                </button>
                {hasColumns ? <ColumnsPanel item={item} /> : <ListPanel item={item} />}
              </li>
            );
          })}
        </ul>
      </nav>
      <div
        hidden
        className="fixed inset-x-0 bottom-0 top-[var(--header-h)] z-30 bg-slate-900/25"
        aria-hidden="true"
        data-menu="backdrop"
        data-testid="menu-backdrop"
      />
    </>
  );
}

const GRID: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' };

type Dropdown = Extract<NavItem, { type: 'dropdown' }>;

function ColumnsPanel({ item }: { item: Dropdown }) {
  const columns = item.columns ?? [];
  return (
    <div id={panelId(item.id)} hidden className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-t border-slate-200 bg-white shadow-xl">
      <div className={`${container} grid gap-8 py-8 ${GRID[Math.min(columns.length, 4)] ?? 'grid-cols-4'}`}>
        {columns.map((column) => (
          <div key={column.id}>
            <p id={`${panelId(item.id)}-${column.id}`} className="px-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
              {column.title}
            </p>
            <ul aria-labelledby={`${panelId(item.id)}-${column.id}`} className="mt-3 space-y-1">
              {column.services.map((service) => (
                <li key={service.id}>
                  <ServiceLink service={service} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

function ListPanel({ item }: { item: Dropdown }) {
  return (
    <div
      id={panelId(item.id)}
      hidden
      className="absolute left-0 top-full z-40 mt-2 max-h-[80vh] w-[26rem] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
    >
      <ul className="max-h-96 space-y-1 overflow-y-auto p-3">
        {(item.services ?? []).map((service) => (
          <li key={service.id}>
            <ServiceLink service={service} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ServiceLink({ service }: { service: NavService }) {
  return (
    <a href={service.href} className="group block rounded-lg px-3 py-2.5 hover:bg-brand-50">
      <span className="flex items-baseline justify-between gap-3">
        <span className="font-semibold text-slate-900 group-hover:text-brand-800">{service.title}</span>
        {service.price && <span className="shrink-0 text-sm font-semibold text-brand-700">{service.price}</span>}
      </span>
      {service.description && <span className="mt-0.5 block text-sm text-slate-600">{service.description}</span>}
    </a>
  );
}
