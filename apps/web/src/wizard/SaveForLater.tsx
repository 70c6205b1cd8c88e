import { useState } from 'react';
import { useHydrated } from '../useHydrated';
import { Modal } from './widgets/Modal';
import { Field, inputClass } from './widgets/Field';
import { describedBy, fieldId } from './widgets/types';
import { useSaveForLater, type DraftInWizard } from './useSaveForLater';

const EMAIL_FIELD = 'guardar-email';
const TITLE = 'Guardar y continuar más tarde';

/**
 * Every wizard's secondary action (docs/decisions/019-drafts-kept-on-the-server.md): the draft,
 * files included, is kept on the server for 30 days and a link to it is mailed. It sits after the
 * wizard's own form (a form may not hold another), and its dialog asks only for the address,
 * prefilled with the form's.
 */
export function SaveForLater({ draft, disabled }: { draft: DraftInWizard; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  // Like the step's main button: on a page the server rendered, it waits for the page's code.
  const hydrated = useHydrated();
  const { state, send, reset } = useSaveForLater(draft);
  const formEmail = typeof draft.data.email === 'string' ? draft.data.email : '';
  const emailError = state.kind === 'refused' && state.onEmail ? state.message : undefined;
  return (
    <div className="mt-4 flex justify-center sm:justify-end">
      <button
        type="button"
        disabled={disabled || !hydrated}
        onClick={() => {
          reset();
          setOpen(true);
        }}
        className="min-h-11 rounded-lg border border-brand-700 bg-white px-5 py-2.5 font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {TITLE}
      </button>
      {/* Mounted while open only: the page holds no hidden copy of its texts. */}
      {open && (
        <Modal open title={TITLE} onClose={() => setOpen(false)}>
          {state.kind === 'sent' ? (
            <p role="status">
              Te hemos enviado un enlace a <strong>{state.email}</strong>. Ábrelo en este u otro dispositivo para seguir en este mismo paso, con tus datos y
              archivos, hasta el {state.until}.
            </p>
          ) : (
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                void send(String(new FormData(event.currentTarget).get('email') ?? ''));
              }}
            >
              <p>
                Te enviamos por email un enlace para continuar donde lo dejas. Guardamos tus datos y archivos 30 días; no es un pedido hasta que lo completes.
              </p>
              <Field name={EMAIL_FIELD} label="Tu email" required error={emailError}>
                <input
                  id={fieldId(EMAIL_FIELD)}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={254}
                  defaultValue={formEmail}
                  aria-invalid={emailError ? true : undefined}
                  aria-describedby={describedBy(EMAIL_FIELD, false, emailError)}
                  className={inputClass(Boolean(emailError))}
                />
              </Field>
              {state.kind === 'refused' && !state.onEmail && (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                  {state.message}
                </p>
              )}
              <button
                type="submit"
                disabled={state.kind === 'sending'}
                className="min-h-11 self-start rounded-lg bg-accent-700 px-5 py-2.5 font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
              >
                {state.kind === 'sending' ? 'Enviando…' : 'Enviar enlace'}
              </button>
            </form>
          )}
        </Modal>
      )}
    </div>
  );
}
