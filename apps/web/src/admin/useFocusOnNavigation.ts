import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * As the public site does (site/useFocusOnNavigation.ts): after moving to another back-office
 * page, the new page's title takes the keyboard's focus, which otherwise dropped to the document
 * when the link clicked was gone (an order opened from the list). Here the title often comes
 * after its data, so it is awaited; if the person has meanwhile focused something else, that
 * keeps the focus.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const area = main.current;
    if (!area) return;
    const focusedAtStart = document.activeElement;
    const focusTitle = (): boolean => {
      const moved = document.activeElement !== focusedAtStart && document.activeElement !== document.body;
      if (moved) return true;
      const title = area.querySelector<HTMLElement>('h1');
      if (!title) return false;
      title.setAttribute('tabindex', '-1');
      title.focus({ preventScroll: true });
      return true;
    };
    if (focusTitle()) return;
    const observer = new MutationObserver(() => {
      if (focusTitle()) observer.disconnect();
    });
    observer.observe(area, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), 15_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, main]);
}
