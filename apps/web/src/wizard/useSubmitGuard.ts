import { useEffect, useRef, useState } from 'react';

export const DOUBLE_CLICK_MS = 400;

/** Whether a press `now` is the second of a double click on the step's main button. */
export const isRepeatPress = (lastPressAt: number, now: number): boolean => now - lastPressAt < DOUBLE_CLICK_MS;

/**
 * The second click of a double click lands where the button was: on whatever the next step shows
 * there (a link, a tile), which is not a decision the visitor made either. Swallowed.
 */
export function swallowSecondClick(event: Pick<MouseEvent, 'detail' | 'preventDefault' | 'stopPropagation'>): void {
  if (event.detail < 2) return;
  event.preventDefault();
  event.stopPropagation();
}

/**
 * Just after a submit the main button rests: the second click of a double click would otherwise
 * land on the next step's button, or on what the next step shows where the button was.
 * `press()` answers false for that second click; `settling` is true while the button rests.
 */
export function useSubmitGuard(): { settling: boolean; press: () => boolean } {
  const lastPressAt = useRef(Number.NEGATIVE_INFINITY);
  const [settling, setSettling] = useState(false);
  useEffect(() => {
    if (!settling) return;
    document.addEventListener('click', swallowSecondClick, true);
    const timer = setTimeout(() => setSettling(false), DOUBLE_CLICK_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', swallowSecondClick, true);
    };
  }, [settling]);
  const press = () => {
    const now = performance.now();
    if (isRepeatPress(lastPressAt.current, now)) return false;
    lastPressAt.current = now;
    setSettling(true);
    return true;
  };
  return { settling, press };
}
