import type { ReactNode, Ref } from 'react';
import { useHydrated } from '../useHydrated';

/**
 * The step's main button. On a page the server rendered it waits for the page's code (a click
 * before it runs would be lost). It reads that flag itself so that the flip after hydration
 * re-renders this button only, not the whole wizard (ADR 008: blocking time on a phone).
 */
export function SubmitButton({ disabled, busy, children, ref }: { disabled: boolean; busy: boolean; children: ReactNode; ref?: Ref<HTMLButtonElement> }) {
  const hydrated = useHydrated();
  return (
    <button
      ref={ref}
      type="submit"
      disabled={disabled || !hydrated}
      className={`min-h-11 rounded-lg bg-accent-700 px-6 py-2.5 text-lg max-xs:px-3 font-semibold text-white shadow-sm hover:bg-accent-800 ${busy ? 'opacity-70' : ''}`}
    >
      {children}
    </button>
  );
}
