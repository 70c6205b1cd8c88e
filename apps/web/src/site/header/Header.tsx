import { useLocation } from 'react-router';
import { company } from '@shop/settings';
import { container } from '../ui/styles';
import { MailIcon, MenuIcon, PhoneIcon } from '../ui/icons';
import { SocialLinks } from '../ui/SocialLinks';
import { Logo } from '../ui/Logo';
import type { NavbarData } from '../../api/navbar';
import type { Preloaded } from '../../ssr-data';
import { useNavbar } from './useNavbar';
import { Menu } from './Menu';

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * spec-1 §2.1: fixed top strip, fixed main bar, and the server's menu, drawn once for the bar and the
 * phone's panel (Menu.tsx). Server HTML with no state of its own: /shell.js opens and closes its menus
 * and marks the bar scrolled (ADR 021), so the page's code never hydrates the header for them.
 */
export function Header({ preloaded }: { preloaded: Preloaded<NavbarData> | undefined }) {
  const navbar = useNavbar(preloaded);
  const { pathname } = useLocation();
  const menu = navbar.status === 'loaded' ? navbar.menu : [];

  return (
    <header>
      <a
        href="#contenido"
        data-menu="skip"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-2"
      >
        Saltar al contenido
      </a>

      <div className="fixed inset-x-0 top-0 z-50 h-(--top-strip-h) border-b border-slate-200 bg-white text-sm" data-testid="top-strip">
        <div className={`${container} flex h-full items-center justify-between gap-4`}>
          <div className="flex items-center gap-5">
            {/* One line, whatever the text size: the strip's height is fixed (--top-strip-h). */}
            <a href={telHref(company.phone)} className="inline-flex min-h-6 items-center gap-1.5 whitespace-nowrap text-slate-700 hover:text-brand-800">
              <PhoneIcon className="h-4 w-4 shrink-0" />
              <span>{company.phone}</span>
            </a>
            <a
              href={`mailto:${company.email}`}
              className="hidden min-h-6 items-center gap-1.5 text-slate-700 hover:text-brand-800 sm:inline-flex"
              data-testid="top-email"
            >
              <MailIcon className="h-4 w-4" />
              <span>{company.email}</span>
            </a>
          </div>
          {/* With enlarged text on a phone there is room for the phone number alone; the footer has the networks too. */}
          <div className="max-xs:hidden">
            <SocialLinks size="small" />
          </div>
        </div>
      </div>

      <div
        // data-open (the phone's menu panel shown, Menu.tsx): above the top strip, and without the blur, which
        // would hold the panel (fixed to the screen) inside the bar's box.
        className="group/bar fixed inset-x-0 top-(--top-strip-h) z-40 h-(--main-bar-h) border-b border-transparent bg-white transition-colors duration-200 data-[scrolled=true]:border-slate-200/70 data-[scrolled=true]:bg-white/80 data-[scrolled=true]:shadow-sm data-[scrolled=true]:backdrop-blur-md data-open:z-[60] data-open:backdrop-filter-none!"
        data-testid="main-bar"
        data-scrolled="false"
      >
        <div className={`${container} flex h-full items-center justify-between gap-6 max-xs:gap-3`}>
          <Logo />
          {navbar.status === 'loading' && (
            <p role="status" className="text-sm text-slate-700">
              Cargando...
            </p>
          )}
          {navbar.status === 'error' && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {navbar.message}
            </p>
          )}
          {menu.length > 0 && (
            <button
              type="button"
              data-menu="open-mobile"
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 max-xs:shrink-0 xl:hidden"
              aria-label="Abrir menú"
              aria-expanded="false"
              aria-controls="menu-movil"
            >
              <MenuIcon className="h-6 w-6" />
            </button>
          )}
          {menu.length > 0 && <Menu menu={menu} pathname={pathname} />}
        </div>
      </div>

      {/* Out of the bar: once scrolled its blur would hold the backdrop, fixed to the screen, inside the bar's box. */}
      {menu.length > 0 && (
        <div
          hidden
          className="fixed inset-x-0 bottom-0 top-[var(--header-h)] z-30 bg-slate-900/25"
          aria-hidden="true"
          data-menu="backdrop"
          data-testid="menu-backdrop"
        />
      )}
    </header>
  );
}
