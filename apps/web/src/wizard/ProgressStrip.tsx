/**
 * The progress strip of spec-1 §2.7 / spec-2 §1: where the visitor is in the purchase. On a phone
 * the steps are equal columns, number above words (a wrapped row left one step and its connector
 * alone on the first line); from the small breakpoint up, one row joined by connectors. With
 * enlarged text on a phone (below xs) the columns cannot hold 'formulario': one step a row.
 */
export function ProgressStrip({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol
      className="grid auto-cols-fr grid-flow-col gap-2 text-xs max-xs:grid-flow-row sm:flex sm:flex-wrap sm:items-center sm:gap-x-2 sm:gap-y-1 sm:text-sm"
      aria-label="Progreso de la solicitud"
    >
      {steps.map((label, index) => (
        <li
          key={label}
          className="flex flex-col items-center gap-1 text-center max-xs:flex-row max-xs:gap-2 max-xs:text-left sm:flex-row sm:gap-2 sm:text-left"
          aria-current={index === current ? 'step' : undefined}
        >
          <span
            className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
              index <= current ? 'bg-brand-800 text-white' : 'bg-slate-200 text-slate-700'
            }`}
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <span className={index === current ? 'font-semibold text-brand-900' : 'text-slate-700'}>{label}</span>
          {index < steps.length - 1 && <span className="mx-1 hidden h-px w-6 bg-slate-300 sm:block" aria-hidden="true" />}
        </li>
      ))}
    </ol>
  );
}
