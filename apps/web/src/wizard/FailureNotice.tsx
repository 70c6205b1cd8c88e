import { useEffect, useRef } from 'react';
import type { FailureRemedy } from '@shop/flow-kit';

/** spec-2 §8's words for a failed order ('Error al procesar la solicitud: {detail}. Por favor, inténtalo de nuevo.'), for every flow. */
export const FAILURE_HEADLINE = 'Error al procesar la solicitud';
const RETRY = 'Por favor, inténtalo de nuevo.';

const REMEDY: Record<FailureRemedy, string> = {
  retry: RETRY,
  change: 'Corrígelo en el formulario y vuelve a intentarlo.',
  none: '',
};

/** A detail that already tells the visitor to try again ('Inténtalo de nuevo en unos minutos') is not told it twice. */
const remedyFor = (detail: string, remedy: FailureRemedy) => (remedy === 'retry' && /inténtalo de nuevo/i.test(detail) ? '' : REMEDY[remedy]);

/**
 * DECISIONS §5: a failed call is told in Spanish, the data stays, and the visitor can try again:
 * as it is when the call may pass next time, after changing what the server refused otherwise.
 */
export function FailureNotice({ message, remedy, onDismiss }: { message: string; remedy: FailureRemedy; onDismiss?: (() => void) | undefined }) {
  const detail = /[.!?…]$/.test(message) ? message : `${message}.`;
  const advice = remedyFor(detail, remedy);
  const notice = useRef<HTMLDivElement>(null);
  // The button pressed was disabled while the call ran, which dropped the keyboard's focus to the
  // page: it comes here, where the visitor reads what happened, one Tab from the retry.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) notice.current?.focus({ preventScroll: true });
  }, [message]);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role="alert"
      className="flex items-start justify-between gap-4 rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <p>
        <strong>{FAILURE_HEADLINE}:</strong> {detail} {advice && <span className="font-medium">{advice}</span>}
      </p>
      {/* A page the server answered runs no code: nothing would close it. */}
      {onDismiss && (
        <button type="button" onClick={onDismiss} className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-medium underline">
          Cerrar
        </button>
      )}
    </div>
  );
}
