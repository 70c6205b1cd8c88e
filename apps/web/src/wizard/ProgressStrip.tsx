/** The progress strip of spec-1 §2.7 / spec-2 §1: where the visitor is in the purchase. */
export function ProgressStrip({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" aria-label="Progreso de la solicitud">
      {steps.map((label, index) => (
        <li key={label} className="flex items-center gap-2" aria-current={index === current ? 'step' : undefined}>
          <span
            className={`flex size-7 items-center justify-center rounded-full text-xs font-bold ${
              index <= current ? 'bg-brand-800 text-white' : 'bg-slate-200 text-slate-700'
            }`}
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <span className={index === current ? 'font-semibold text-brand-900' : 'text-slate-700'}>{label}</span>
          {index < steps.length - 1 && <span className="mx-1 h-px w-6 bg-slate-300" aria-hidden="true" />}
        </li>
      ))}
    </ol>
  );
}
