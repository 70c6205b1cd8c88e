import type { FailureRemedy } from '@shop/flow-kit';

const REMEDY: Record<FailureRemedy, string> = {
  retry: 'Pulsa de nuevo el botón para reintentarlo.',
  change: 'Corrígelo en el formulario y vuelve a intentarlo.',
  none: '',
};

/**
 * DECISIONS §5: a failed call is told in Spanish, the data stays, and the visitor can try again:
 * as it is when the call may pass next time, after changing what the server refused otherwise.
 */
export function FailureNotice({ message, remedy, onDismiss }: { message: string; remedy: FailureRemedy; onDismiss: () => void }) {
  return (
    <div role="alert" className="flex items-start justify-between gap-4 rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950">
      <p>
        {/[.!?…]$/.test(message) ? message : `${message}.`} {REMEDY[remedy] && <span className="font-medium">{REMEDY[remedy]}</span>}
      </p>
      <button type="button" onClick={onDismiss} className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-medium underline">
        Cerrar
      </button>
    </div>
  );
}
