import type { Ref } from 'react';
import { company } from '@shop/settings';
import { SubmitButton } from './SubmitButton';

/** The step's buttons: back (when the machine can go back) and the main one, then what to do without JavaScript. */
export function StepActions(props: {
  canGoBack: boolean;
  backLabel: string | undefined;
  onBack: () => void;
  busy: boolean;
  mainButtonDisabled: boolean;
  mainButton: Ref<HTMLButtonElement>;
  actionLabel: string | undefined;
}) {
  const { canGoBack, backLabel, onBack, busy, mainButtonDisabled, mainButton, actionLabel } = props;
  return (
    <>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
        {canGoBack ? (
          <button
            type="button"
            onClick={onBack}
            disabled={busy}
            className="min-h-11 rounded-lg border border-slate-400 px-5 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
          >
            {backLabel ?? 'Atrás'}
          </button>
        ) : (
          <span />
        )}
        <SubmitButton ref={mainButton} disabled={mainButtonDisabled} busy={busy}>
          {actionLabel ?? 'Continuar'}
        </SubmitButton>
      </div>
      {/* The page and its texts show without JavaScript; the button needs it: say so, and the other ways to order. */}
      <noscript>
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          Para enviar el formulario, activa JavaScript en tu navegador. También puedes llamarnos al {company.phone} o escribirnos a {company.email}.
        </p>
      </noscript>
    </>
  );
}
