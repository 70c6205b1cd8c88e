import { company } from '@shop/settings';
import type { NavItem, NavService } from '../../api/navbar';
import { ChevronDownIcon, CloseIcon, YoutubeIcon } from '../ui/icons';

/** A dropdown's services in one list: columns are flattened on narrow screens (spec-1 §2.1). */
const servicesOf = (item: Extract<NavItem, { type: 'dropdown' }>): NavService[] => [
  ...(item.services ?? []),
  ...(item.columns ?? []).flatMap((column) => column.services),
];

/**
 * The narrow-screen menu (spec-1 §2.1): a right-side panel with a close button, a 'Síguenos en
 * YouTube' link and an accordion of the menu, in the server's HTML and closed (`hidden`). /shell.js
 * opens it from the menu button (ADR 021), focuses its close button and keeps the focus inside;
 * choosing a link, Escape, the backdrop or the close button closes it.
 */
export function MobilePanel({ menu }: { menu: NavItem[] }) {
  const linkClass =
    'flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-3 text-left text-base font-semibold text-slate-900 hover:bg-brand-50';

  return (
    <div hidden data-menu="mobile" className="fixed inset-0 z-[60] xl:hidden">
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" data-menu="mobile-backdrop" data-testid="mobile-backdrop" />
      <div
        id="menu-movil"
        role="dialog"
        aria-modal="true"
        aria-label="Menú"
        className="absolute inset-y-0 right-0 flex w-full max-w-sm flex-col bg-white shadow-2xl"
      >
        {/* At least the bar's 64px; taller when enlarged text wraps the name. */}
        <div className="flex min-h-16 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-4 py-2">
          <span className="min-w-0 text-lg font-bold text-brand-900">{company.name}</span>
          <button
            type="button"
            data-menu="close-mobile"
            aria-label="Cerrar menú"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-4">
          <nav aria-label="Menú móvil">
            <ul className="space-y-1">
              {menu.map((item) => {
                if (item.type === 'link') {
                  return (
                    <li key={item.id}>
                      <a href={item.href} className={linkClass}>
                        {item.label}
                      </a>
                    </li>
                  );
                }
                const listId = `menu-movil-${item.id}`;
                return (
                  <li key={item.id}>
                    <button type="button" data-menu="section" className={`group ${linkClass}`} aria-expanded="false" aria-controls={listId}>
                      {item.label}
                      <ChevronDownIcon className="h-5 w-5 shrink-0 transition-transform group-aria-expanded:rotate-180" />
                    </button>
                    <ul id={listId} hidden className="mb-2 ml-3 space-y-0.5 border-l-2 border-brand-100 pl-2">
                      {servicesOf(item).map((service) => (
                        <li key={service.id}>
                          <a
                            href={service.href}
                            // Enlarged text on a phone (below xs): the price goes under the title rather than past the panel.
                            className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-1.5 text-slate-800 hover:bg-brand-50 max-xs:flex-wrap max-xs:gap-y-0"
                          >
                            <span>{service.title}</span>
                            {service.price && <span className="shrink-0 text-sm font-semibold text-brand-700 max-xs:shrink">{service.price}</span>}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
        <div className="shrink-0 border-t border-slate-200 p-4">
          <a
            href={company.social.youtube}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <YoutubeIcon className="h-5 w-5" />
            Síguenos en YouTube
            <span className="sr-only">(se abre en una pestaña nueva)</span>
          </a>
        </div>
      </div>
    </div>
  );
}
