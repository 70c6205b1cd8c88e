import type { Ref } from 'react';
import { BACK_ACTION, STEP_FORM } from '@shop/flow-kit/step-form';
import { SubmitButton } from './SubmitButton';

/**
 * The step's buttons: back (when the machine can go back) and the main one. Both send the step's
 * form when the page's code has not run (ADR 021): 'Atrás' says so with its name and value, and the
 * server's machine goes back; once the code runs, it goes back in the browser.
 */
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
      {/* The main button first: Enter in a field presses a form's first submit button, before or
          without the page's code too. 'Atrás' still shows on the left (or below on a phone). */}
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row-reverse sm:justify-between">
        <SubmitButton ref={mainButton} disabled={mainButtonDisabled} busy={busy}>
          {actionLabel ?? 'Continuar'}
        </SubmitButton>
        {canGoBack ? (
          <button
            type="submit"
            name={STEP_FORM.action}
            value={BACK_ACTION}
            formNoValidate
            onClick={(event) => {
              event.preventDefault();
              onBack();
            }}
            disabled={busy}
            className="min-h-11 rounded-lg border border-slate-400 px-5 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
          >
            {backLabel ?? 'Atrás'}
          </button>
        ) : (
          <span />
        )}
      </div>
    </>
  );
}
