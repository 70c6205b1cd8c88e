import type { ReactNode, Ref } from 'react';
import { useHydrated } from '../useHydrated';

/**
 * The step's main button. On a page the server rendered it takes a tap before the page's code
 * has run: /boot.js holds that tap and presses the button again once the wizard works (ADR 008,
 * ADR 021), so a visitor on a slow phone never taps a dead button. Until then it says it is busy.
 * It reads the flag itself so that the flip after hydration re-renders this button only, not the
 * whole wizard (ADR 008: blocking time on a phone).
 */
export function SubmitButton({ disabled, busy, children, ref }: { disabled: boolean; busy: boolean; children: ReactNode; ref?: Ref<HTMLButtonElement> }) {
  const hydrated = useHydrated();
  return (
    <button
      ref={ref}
      type="submit"
      aria-busy={!hydrated || undefined}
      disabled={disabled}
      className={`min-h-11 rounded-lg bg-accent-700 px-6 py-2.5 text-lg max-xs:px-3 font-semibold text-white shadow-sm hover:bg-accent-800 ${busy ? 'opacity-70' : ''}`}
    >
      {children}
    </button>
  );
}
