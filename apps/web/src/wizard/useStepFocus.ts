import { useEffect, useRef, useState } from 'react';
import { ERROR_BANNER_ID } from './ErrorBanner';
import { fieldId } from './widgets/types';

/**
 * Where a failed submit's focus goes: the first invalid field when it starts in sight, else the
 * banner (a field below the fold would take the focus out of sight, where a key would change what
 * the visitor cannot see: a phone, a group low on the form).
 */
export const focusesField = (fieldTop: number | undefined, viewportHeight: number): boolean => fieldTop !== undefined && fieldTop + 16 <= viewportHeight;

/**
 * The wizard's focus. A new step: its heading takes the focus, so keyboard and screen-reader users
 * start at its top. A failed submit (`showIssue`): the page goes to its top, where the banner lists
 * every message with a link to its field (spec-2 §2.2), and the first invalid field takes the focus
 * without moving the page. The failure notice closed (`returnToMainButton`): the keyboard goes on
 * from the step's main button, once it takes presses again (it rests a moment after each submit).
 */
export function useStepFocus({ step, takesFocus, mainButtonDisabled }: { step: string; takesFocus: boolean | undefined; mainButtonDisabled: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      // The blank wizard's heading had it and left with it: the focus fell to the document.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (takesFocus && lost) heading.current?.focus({ preventScroll: true });
      return;
    }
    // At once: the site scrolls smoothly (index.css), but a new step is a new page, not a place on this one.
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, [step, takesFocus]);

  const [issueShown, setIssueShown] = useState<{ name: string; at: number }>();
  useEffect(() => {
    if (!issueShown) return;
    window.scrollTo({ top: 0, behavior: 'instant' });
    const field = document.getElementById(fieldId(issueShown.name));
    const inSight = focusesField(field?.getBoundingClientRect().top, window.innerHeight);
    (inSight ? field : document.getElementById(ERROR_BANNER_ID))?.focus({ preventScroll: true });
  }, [issueShown]);

  const [toMainButton, setToMainButton] = useState(false);
  useEffect(() => {
    if (!toMainButton || mainButtonDisabled) return;
    mainButton.current?.focus();
    setToMainButton(false);
  }, [toMainButton, mainButtonDisabled]);

  return {
    heading,
    mainButton,
    showIssue: (name: string) => setIssueShown({ name, at: Date.now() }),
    returnToMainButton: () => setToMainButton(true),
  };
}
