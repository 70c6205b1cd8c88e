import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a link inside the page moves to another page, the keyboard's focus would stay on the link,
 * which the new page no longer has (a closed menu panel): it drops to the document and nothing is
 * announced. The new page's title takes it instead (or its main area), as the first load's does
 * by starting at the top. Links to an anchor (/aviso-legal#condiciones) keep the page's own scroll.
 */
export function useFocusOnNavigation(main: React.RefObject<HTMLElement | null>): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    const area = main.current;
    const title = area?.querySelector<HTMLElement>('h1');
    if (title && !title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
    (title ?? area)?.focus({ preventScroll: true });
  }, [pathname, hash, main]);
}
