import { useEffect } from 'react';
import type { FieldKind } from '@shop/flow-kit';

/**
 * The rendered height of each kind whose widget loads apart (label, control, hint), per breakpoint,
 * measured at 360-1280 px wide: the step keeps its size when the widget arrives (ADR 008: no
 * layout shift). Kinds not listed take one labelled input's height (the country list's trigger); the
 * billing block and the checkbox groups vary too much with the flow to be given one.
 */
const HEIGHTS: Partial<Record<FieldKind, string>> = {
  files: 'h-[14.5rem] sm:h-[11.75rem] lg:h-[10.5rem]',
  niceClasses: 'h-[148.625rem] sm:h-[99.25rem] md:h-[83rem] lg:h-[65rem]',
  tiles: 'h-[51rem] sm:h-[40.75rem] lg:h-[20.75rem]',
  plan: 'h-[68.75rem] sm:h-[59.5rem] md:h-[41.25rem] lg:h-[35rem]',
  // The trademarks' media choice, and the stepper with its hint (the designs'): ADR 021 made them load apart.
  media: 'h-[16.5rem] sm:h-[13.75rem]',
  stepper: 'h-[6.625rem] sm:h-[5.625rem]',
};

/**
 * What a field whose widget loads apart shows meanwhile: a block of its size, and 'Cargando...' for
 * screen readers. It tells the wizard, which keeps the step's main button disabled meanwhile: a
 * button that works over a field nobody can see would report errors on it (ADR 008). The step's
 * other fields are there and usable.
 */
export function FieldPlaceholder({ kind, onPending }: { kind: FieldKind; onPending: (pending: boolean) => void }) {
  useEffect(() => {
    onPending(true);
    return () => onPending(false);
  }, [onPending]);
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Cargando...
      </p>
      <div className={`${HEIGHTS[kind] ?? 'h-[4.5rem]'} animate-pulse rounded-lg bg-slate-100`} />
    </div>
  );
}
