import { company } from '@shop/settings';
import type { NavItem } from '../../api/navbar';
import { ChevronDownIcon, CloseIcon, YoutubeIcon } from '../ui/icons';
import { ColumnsPanel, ListPanel, panelId } from './MenuPanels';

/** A top item at both sizes (`menu-item` in index.css): a row of the phone's panel, from xl up a compact item of the bar. */
const itemClass = 'menu-item';

/**
 * The menu (spec-1 §2.1), drawn once for both sizes (ADR 021), in the server's HTML with every panel
 * closed (`hidden`). Below xl it is the phone's right-side panel: a close button, an accordion of the
 * menu and a 'Síguenos en YouTube' link, shown by /shell.js from the menu button (it then names the
 * panel a modal dialog, focuses its close button and keeps the focus inside; choosing a link, Escape,
 * the backdrop or the close button closes it; it marks the bar `data-open`, which shows the panel).
 * From xl up the panel's boxes give way (`contents`): its list is the bar's, beside the logo, each
 * dropdown's button opening its panel below the bar: one at a time; a second click, the backdrop,
 * Escape, a link chosen or focus leaving its button and panel closes it, and Escape returns focus to
 * its button. Placed inside the bar's row (Header.tsx).
 */
export function Menu({ menu, pathname }: { menu: NavItem[]; pathname: string }) {
  return (
    <div data-menu="mobile" className="fixed inset-0 z-[60] max-xl:hidden max-xl:group-data-open/bar:block xl:contents">
      <div className="absolute inset-0 bg-slate-900/50 xl:hidden" aria-hidden="true" data-menu="mobile-backdrop" data-testid="mobile-backdrop" />
      <div id="menu-movil" data-label="Menú" className="absolute inset-y-0 right-0 flex w-full max-w-sm flex-col bg-white shadow-2xl xl:contents">
        {/* At least the bar's 64px; taller when enlarged text wraps the name. */}
        <div className="flex min-h-16 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-4 py-2 xl:hidden">
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
        <div className="flex-1 overflow-y-auto px-3 py-4 xl:contents">
          <nav aria-label="Principal" className="xl:h-full">
            <ul className="space-y-1 xl:flex xl:h-full xl:items-center xl:gap-0.5 xl:space-y-0">
              {menu.map((item) =>
                item.type === 'link' ? <MenuLink key={item.id} item={item} pathname={pathname} /> : <MenuDropdown key={item.id} item={item} />,
              )}
            </ul>
          </nav>
        </div>
        <div className="shrink-0 border-t border-slate-200 p-4 xl:hidden">
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

function MenuLink({ item, pathname }: { item: Extract<NavItem, { type: 'link' }>; pathname: string }) {
  // As a router's NavLink: a menu link is current on its page and the pages under it (marked from xl up).
  const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
  return (
    <li>
      <a
        href={item.href}
        aria-current={current ? 'page' : undefined}
        className={current ? `${itemClass} xl:text-brand-800 xl:underline xl:decoration-2 xl:underline-offset-8 xl:hover:text-brand-900` : itemClass}
      >
        {item.label}
      </a>
    </li>
  );
}

function MenuDropdown({ item }: { item: Extract<NavItem, { type: 'dropdown' }> }) {
  const hasColumns = Boolean(item.columns?.length);
  return (
    <li data-menu="item" className={hasColumns ? undefined : 'xl:relative'}>
      <button
        type="button"
        data-menu="dropdown"
        aria-expanded="false"
        aria-controls={panelId(item.id)}
        className={`group ${itemClass} xl:aria-expanded:bg-brand-50 xl:aria-expanded:text-brand-900`}
      >
        {item.label}
        <ChevronDownIcon className="h-5 w-5 shrink-0 transition-transform group-aria-expanded:rotate-180 xl:h-4 xl:w-4" />
      </button>
      {hasColumns ? <ColumnsPanel item={item} /> : <ListPanel item={item} />}
    </li>
  );
}
