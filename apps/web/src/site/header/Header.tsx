import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { company } from '@shop/settings';
import { container } from '../ui/styles';
import { MailIcon, MenuIcon, PhoneIcon } from '../ui/icons';
import { SocialLinks } from '../ui/SocialLinks';
import { Logo } from '../ui/Logo';
import type { NavbarData } from '../../api/navbar';
import type { Preloaded } from '../../ssr-data';
import { useNavbar } from './useNavbar';
import { DesktopMenu } from './DesktopMenu';

// The phone menu loads when the visitor opens it; most visits never do.
const MobilePanel = lazy(() => import('./MobilePanel').then((module) => ({ default: module.MobilePanel })));

/** spec-1 §9: the bar turns translucent once the page is more than 10px from the top. */
const SCROLL_THRESHOLD = 10;

function useScrolled(): boolean {
  // Not scrolled on the first render, as on the server: the effect reads the real offset (hydration must match).
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** spec-1 §2.1: fixed top strip, fixed main bar with the server's menu, and the mobile panel. */
export function Header({ preloaded }: { preloaded: Preloaded<NavbarData> | undefined }) {
  const navbar = useNavbar(preloaded);
  const scrolled = useScrolled();
  const location = useLocation();
  const [openId, setOpenId] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);

  // spec-1 §2.1: changing route closes the dropdown and the mobile panel.
  useEffect(() => {
    setOpenId(null);
    setMobileOpen(false);
  }, [location.pathname, location.search, location.hash]);

  const closeMobile = useCallback(() => {
    setMobileOpen(false);
    hamburger.current?.focus();
  }, []);

  const menu = navbar.status === 'loaded' ? navbar.menu : [];

  return (
    <header>
      <a
        href="#contenido"
        onClick={skipToContent}
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
        className={`fixed inset-x-0 top-(--top-strip-h) z-40 h-(--main-bar-h) border-b transition-colors duration-200 ${
          scrolled ? 'border-slate-200/70 bg-white/80 shadow-sm backdrop-blur-md' : 'border-transparent bg-white'
        }`}
        data-testid="main-bar"
        data-scrolled={scrolled}
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
          {navbar.status === 'loaded' && menu.length > 0 && (
            <>
              <DesktopMenu menu={menu} openId={openId} onOpenChange={setOpenId} />
              <button
                ref={hamburger}
                type="button"
                className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 max-xs:shrink-0 xl:hidden"
                aria-label="Abrir menú"
                aria-expanded={mobileOpen}
                aria-controls="menu-movil"
                onClick={() => setMobileOpen(true)}
              >
                <MenuIcon className="h-6 w-6" />
              </button>
            </>
          )}
        </div>
      </div>

      {mobileOpen && (
        <Suspense fallback={null}>
          <MobilePanel menu={menu} onClose={closeMobile} onNavigate={() => setMobileOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

/**
 * The skip link moves the focus to the main area without adding an entry to the browser's history:
 * on a flow each entry is a step (useStepHistory.ts), and an entry for '#contenido' would be a Back
 * press that shows nothing new. Without JavaScript the link jumps as any anchor does.
 */
function skipToContent(event: React.MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('contenido');
  if (!main) return;
  event.preventDefault();
  main.focus();
}
