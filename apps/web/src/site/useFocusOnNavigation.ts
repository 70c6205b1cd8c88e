import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a link inside the page moves to another page, the keyboard's focus would stay on the link,
 * which the new page may no longer have (a closed menu panel, an order opened from the back
 * office's list): it drops to the document and nothing is announced. The new page's title takes it
 * instead (or its main area), as the first load's does by starting at the top. Links to an anchor
 * (/aviso-legal#condiciones) keep the page's own scroll. A title that comes after its data (the back
 * office's screens) is awaited; if the person has meanwhile focused something else, that keeps it.
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
    if (!area) return;
    // Where the focus is when nobody moved it: the link followed, then the main area.
    let leftAt = document.activeElement;
    const focusTitle = (): boolean => {
      if (document.activeElement !== leftAt && document.activeElement !== document.body) return true;
      const title = area.querySelector<HTMLElement>('h1');
      if (!title) return false;
      if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
      title.focus({ preventScroll: true });
      return true;
    };
    if (focusTitle()) return;
    // Meanwhile the main area has it where it can (the site's): a page without a title keeps it there.
    area.focus({ preventScroll: true });
    leftAt = document.activeElement;
    const observer = new MutationObserver(() => {
      if (focusTitle()) observer.disconnect();
    });
    observer.observe(area, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), 15_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, hash, main]);
}
