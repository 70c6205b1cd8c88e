import type { NavItem, NavService } from '../../api/navbar';

type Dropdown = Extract<NavItem, { type: 'dropdown' }>;

export const panelId = (id: string) => `menu-${id}`;

/*
 * A dropdown's panel serves both sizes (ADR 021): below xl it is the phone's accordion list, indented
 * under its button (columns one after another, their titles left out, as one list); from xl up the
 * `xl:` classes make it the bar's dropdown: a full-width panel of titled columns, or a list beside
 * its button, each service with its description. Closed, it is `hidden` at both sizes.
 */
const ACCORDION = 'mb-2 ml-3 border-l-2 border-brand-100 pl-2';

const GRID: Record<number, string> = { 1: 'xl:grid-cols-1', 2: 'xl:grid-cols-2', 3: 'xl:grid-cols-3', 4: 'xl:grid-cols-4' };

export function ColumnsPanel({ item }: { item: Dropdown }) {
  const columns = item.columns ?? [];
  return (
    <div
      id={panelId(item.id)}
      hidden
      className={`${ACCORDION} xl:absolute xl:inset-x-0 xl:top-full xl:z-40 xl:m-0 xl:max-h-[80vh] xl:overflow-y-auto xl:border-t xl:border-l-0 xl:border-slate-200 xl:bg-white xl:p-0 xl:shadow-xl`}
    >
      <div
        className={`space-y-0.5 xl:mx-auto xl:grid xl:w-full xl:max-w-6xl xl:gap-8 xl:space-y-0 xl:px-6 xl:py-8 ${GRID[Math.min(columns.length, 4)] ?? 'xl:grid-cols-4'}`}
      >
        {columns.map((column) => (
          <div key={column.id}>
            <p id={`${panelId(item.id)}-${column.id}`} className="hidden px-3 text-sm font-semibold uppercase tracking-wide text-slate-600 xl:block">
              {column.title}
            </p>
            <ul aria-labelledby={`${panelId(item.id)}-${column.id}`} className="space-y-0.5 xl:mt-3 xl:space-y-1">
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

export function ListPanel({ item }: { item: Dropdown }) {
  return (
    <div
      id={panelId(item.id)}
      hidden
      className={`${ACCORDION} xl:absolute xl:left-0 xl:top-full xl:z-40 xl:mb-0 xl:ml-0 xl:mt-2 xl:max-h-[80vh] xl:w-[26rem] xl:overflow-hidden xl:rounded-xl xl:border xl:border-slate-200 xl:bg-white xl:pl-0 xl:shadow-xl`}
    >
      <ul className="space-y-0.5 xl:max-h-96 xl:space-y-1 xl:overflow-y-auto xl:p-3">
        {(item.services ?? []).map((service) => (
          <li key={service.id}>
            <ServiceLink service={service} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A service: its title and price in a row on a phone (the price under the title with enlarged text,
 * below xs), and from xl up over its description, which a phone leaves out (and so does the link's
 * name). Its classes are in index.css (`menu-service`): written once, not on each link.
 */
function ServiceLink({ service }: { service: NavService }) {
  return (
    <a href={service.href} className="group menu-service">
      <span className="menu-service-row">
        <span className="menu-service-title">{service.title}</span>
        {service.price && <span className="shrink-0 text-sm font-semibold text-brand-700 max-xs:shrink">{service.price}</span>}
      </span>
      {service.description && <span className="menu-service-note">{service.description}</span>}
    </a>
  );
}
