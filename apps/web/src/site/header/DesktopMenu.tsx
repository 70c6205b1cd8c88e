import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import type { NavItem, NavService } from '../../api/navbar';
import { ChevronDownIcon } from '../ui/icons';
import { container } from '../ui/styles';

interface Props {
  menu: NavItem[];
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

const panelId = (id: string) => `menu-${id}`;

/**
 * The wide-screen menu (spec-1 §2.1): links and dropdowns. A dropdown opens and closes on click
 * (Enter and Space too, being a button); one at a time; a second click, the backdrop, Escape, a
 * route change or focus leaving its button and panel closes it. Escape returns focus to its trigger.
 */
export function DesktopMenu({ menu, openId, onOpenChange }: Props) {
  const triggers = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!openId) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onOpenChange(null);
      triggers.current.get(openId)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openId, onOpenChange]);

  const close = () => onOpenChange(null);

  return (
    <>
      <nav aria-label="Principal" className="hidden h-full xl:block">
        <ul className="flex h-full items-center gap-0.5">
          {menu.map((item) => {
            if (item.type === 'link') {
              return (
                <li key={item.id}>
                  <NavLink
                    to={item.href}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2.5 font-medium hover:bg-brand-50 hover:text-brand-900 ${isActive ? 'text-brand-800 underline decoration-2 underline-offset-8' : 'text-slate-800'}`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              );
            }
            const open = openId === item.id;
            const hasColumns = Boolean(item.columns?.length);
            return (
              <li
                key={item.id}
                className={hasColumns ? undefined : 'relative'}
                onBlur={(event) => {
                  // Focus moving on to a control outside its button and panel (Tab past either end) closes it.
                  // Focus going nowhere (a click on the panel's text) does not: the backdrop takes clicks outside.
                  const next = event.relatedTarget;
                  if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
                }}
              >
                <button
                  ref={(element) => {
                    if (element) triggers.current.set(item.id, element);
                    else triggers.current.delete(item.id);
                  }}
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId(item.id)}
                  onClick={() => onOpenChange(open ? null : item.id)}
                  className={`inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 font-medium hover:bg-brand-50 hover:text-brand-900 ${open ? 'bg-brand-50 text-brand-900' : 'text-slate-800'}`}
                >
                  {item.label}
                  <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
                </button>
                {open && (hasColumns ? <ColumnsPanel item={item} onChoose={close} /> : <ListPanel item={item} onChoose={close} />)}
              </li>
            );
          })}
        </ul>
      </nav>
      {openId && (
        <div className="fixed inset-x-0 bottom-0 top-[var(--header-h)] z-30 bg-slate-900/25" onClick={close} aria-hidden="true" data-testid="menu-backdrop" />
      )}
    </>
  );
}

const GRID: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' };

type Dropdown = Extract<NavItem, { type: 'dropdown' }>;

function ColumnsPanel({ item, onChoose }: { item: Dropdown; onChoose: () => void }) {
  const columns = item.columns ?? [];
  return (
    <div id={panelId(item.id)} className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-t border-slate-200 bg-white shadow-xl">
      <div className={`${container} grid gap-8 py-8 ${GRID[Math.min(columns.length, 4)] ?? 'grid-cols-4'}`}>
        {columns.map((column) => (
          <div key={column.id}>
            <p id={`${panelId(item.id)}-${column.id}`} className="px-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
              {column.title}
            </p>
            <ul aria-labelledby={`${panelId(item.id)}-${column.id}`} className="mt-3 space-y-1">
              {column.services.map((service) => (
                <li key={service.id}>
                  <ServiceLink service={service} onChoose={onChoose} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

function ListPanel({ item, onChoose }: { item: Dropdown; onChoose: () => void }) {
  return (
    <div
      id={panelId(item.id)}
      className="absolute left-0 top-full z-40 mt-2 max-h-[80vh] w-[26rem] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
    >
      <ul className="max-h-96 space-y-1 overflow-y-auto p-3">
        {(item.services ?? []).map((service) => (
          <li key={service.id}>
            <ServiceLink service={service} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ServiceLink({ service, onChoose }: { service: NavService; onChoose: () => void }) {
  return (
    <Link to={service.href} onClick={onChoose} className="group block rounded-lg px-3 py-2.5 hover:bg-brand-50">
      <span className="flex items-baseline justify-between gap-3">
        <span className="font-semibold text-slate-900 group-hover:text-brand-800">{service.title}</span>
        {service.price && <span className="shrink-0 text-sm font-semibold text-brand-700">{service.price}</span>}
      </span>
      {service.description && <span className="mt-0.5 block text-sm text-slate-600">{service.description}</span>}
    </Link>
  );
}
