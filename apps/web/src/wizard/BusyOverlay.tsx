import type { SavePurpose } from '@shop/flow-kit';

const TEXT: Record<SavePurpose, string> = {
  checkout: 'Procesando pago...',
  draft: 'Guardando tu solicitud...',
  quote: 'Enviando solicitud...',
};

/** The full-screen overlay shown during every save (spec-1 §2.7, spec-2 §2.2), with upload progress. */
export function BusyOverlay({ purpose, progress }: { purpose: SavePurpose; progress: number | undefined }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4 backdrop-blur-sm" role="status" aria-live="assertive">
      <div className="flex max-w-sm flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 text-center shadow-xl">
        <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
        <p className="text-lg font-semibold text-brand-900">{TEXT[purpose]}</p>
        <p className="text-sm text-slate-700">Por favor, no cierres esta ventana</p>
        {progress !== undefined && progress < 1 && (
          <label className="w-full text-sm text-slate-700">
            Subiendo archivos: {Math.round(progress * 100)}%
            <progress className="mt-1 block w-full" max={1} value={progress} />
          </label>
        )}
      </div>
    </div>
  );
}
