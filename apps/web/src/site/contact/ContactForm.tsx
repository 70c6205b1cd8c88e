import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTACT_MESSAGES, checkContact, type ContactFields } from '@shop/flow-kit/contact';
import { sendContact } from '../../api/contact';
import { isHttpError, refusalOf } from '../../api/client';
import { buttonAccent, inputState } from '../ui/styles';
import { botToken, prepareBotCheck } from '../../api/botToken';
import { useEarlyInput } from '../../earlyInput';

/** A 200 answer that says the message was not taken, in the server's words. */
class ServerRefusal extends Error {}

type Values = { nombre: string; email: string; mensaje: string; accept_privacy: boolean };
type FieldName = keyof Values;
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string };

const EMPTY: Values = { nombre: '', email: '', mensaje: '', accept_privacy: false };

/**
 * spec-1 §2.4, §4, §5, §7.2, §8: the contact form. The browser checks with the same schema as the
 * server; the bot check (DECISIONS §7) loads with the form and is solved on sending; a field's
 * error clears when it is edited; success clears the form.
 */
export function ContactForm({ initialMessage = '' }: { initialMessage?: string }) {
  const id = useId();
  const [values, setValues] = useState<Values>({ ...EMPTY, mensaje: initialMessage });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  /** A message beside the privacy box: the server's, the bot check's or the generic failure (spec-1 §7.2). */
  const [formError, setFormError] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const successRef = useRef<HTMLParagraphElement>(null);

  // The bot check loads with the form, as the spec's provider loads with the page.
  useEffect(() => prepareBotCheck(), []);

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
  }, [status]);

  const set = <K extends FieldName>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
    setFormError('');
    if (status.kind === 'sent') setStatus({ kind: 'idle' });
  };

  const token = (): Promise<string | undefined> => botToken('contact').catch(() => undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setFormError('');
    const checked = checkContact(values);
    if (!checked.ok) {
      setErrors(checked.issues);
      focusFirstError(event.currentTarget, checked.issues);
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    const recaptchaToken = await token();
    if (!recaptchaToken) {
      setStatus({ kind: 'idle' });
      setFormError(CONTACT_MESSAGES.botCheckNotLoaded);
      return;
    }
    try {
      const answer = await sendContact({ ...(checked.data as ContactFields), recaptchaToken, action: 'contact' });
      if (!answer.success) throw new ServerRefusal(answer.message);
      setValues(EMPTY);
      setStatus({ kind: 'sent', message: answer.message || CONTACT_MESSAGES.sent });
    } catch (error) {
      setStatus({ kind: 'idle' });
      if (isHttpError(error)) {
        const refusal = await refusalOf(error);
        const { recaptchaToken: _bot, ...fields } = refusal.fields ?? {};
        setErrors(fields as Partial<Record<FieldName, string>>);
        setFormError(error.response.status >= 500 ? CONTACT_MESSAGES.failed : refusal.error);
      } else {
        // Only the server's own (Spanish) words are shown; a timeout or a broken answer says the spec's sentence.
        setFormError(error instanceof ServerRefusal && error.message ? error.message : CONTACT_MESSAGES.failed);
      }
      // Tokens are single-use: get the next try's ready.
      prepareBotCheck();
    }
  };

  const sending = status.kind === 'sending';
  const form = useEarlyInput<HTMLFormElement>();

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Formulario de contacto" className="space-y-5">
      <p className="text-sm text-slate-700">
        Los campos marcados con <span className="text-red-700">*</span> son obligatorios.
      </p>
      <Field id={`${id}-nombre`} label="Nombre" error={errors.nombre}>
        <input
          id={`${id}-nombre`}
          name="nombre"
          autoComplete="name"
          value={values.nombre}
          onChange={(event) => set('nombre', event.target.value)}
          aria-invalid={Boolean(errors.nombre) || undefined}
          aria-describedby={errors.nombre ? `${id}-nombre-error` : undefined}
          aria-required="true"
          className={inputState(Boolean(errors.nombre))}
        />
      </Field>
      <Field id={`${id}-email`} label="Email" error={errors.email}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          aria-invalid={Boolean(errors.email) || undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          aria-required="true"
          className={inputState(Boolean(errors.email))}
        />
      </Field>
      <Field id={`${id}-mensaje`} label="Mensaje" error={errors.mensaje}>
        <textarea
          id={`${id}-mensaje`}
          name="mensaje"
          rows={6}
          value={values.mensaje}
          onChange={(event) => set('mensaje', event.target.value)}
          aria-invalid={Boolean(errors.mensaje) || undefined}
          aria-describedby={errors.mensaje ? `${id}-mensaje-error` : undefined}
          aria-required="true"
          className={inputState(Boolean(errors.mensaje))}
        />
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-privacy`}
            name="accept_privacy"
            type="checkbox"
            checked={values.accept_privacy}
            onChange={(event) => set('accept_privacy', event.target.checked)}
            aria-invalid={Boolean(errors.accept_privacy) || undefined}
            aria-describedby={
              [errors.accept_privacy ? `${id}-accept_privacy-error` : '', formError ? `${id}-form-error` : ''].filter(Boolean).join(' ') || undefined
            }
            aria-required="true"
            className="mt-0.5 h-6 w-6 shrink-0 accent-brand-800"
          />
          {/* The whole sentence ticks the box; the link has its own line (a tap mid-sentence opened it). */}
          <div>
            <label htmlFor={`${id}-privacy`} className="text-slate-800">
              He leído y acepto la política de privacidad
            </label>
            <Asterisk />
            <Link to="/aviso-legal#privacidad" target="_blank" className="mt-1 block w-fit text-sm font-medium text-brand-700 underline underline-offset-2">
              Leer la política de privacidad
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </Link>
          </div>
        </div>
        {errors.accept_privacy && (
          <p id={`${id}-accept_privacy-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.accept_privacy}
          </p>
        )}
        <p id={`${id}-form-error`} role="alert" className={`text-sm font-medium text-red-700 ${formError ? 'mt-1.5' : ''}`} data-testid="contact-form-error">
          {formError}
        </p>
      </div>
      <button type="submit" disabled={sending} className={`${buttonAccent} w-full sm:w-auto`}>
        {sending ? 'Enviando...' : 'Enviar mensaje'}
      </button>
      <p
        ref={successRef}
        tabIndex={-1}
        role="status"
        className={`rounded-lg text-base font-semibold text-green-800 ${status.kind === 'sent' ? 'bg-green-50 p-4' : ''}`}
        data-testid="contact-success"
      >
        {status.kind === 'sent' ? status.message : ''}
      </p>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div>
      <div className="mb-1.5 font-medium text-slate-800">
        <label htmlFor={id}>{label}</label>
        <Asterisk />
      </div>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function focusFirstError(form: HTMLFormElement, issues: Record<string, string>) {
  const first = ['nombre', 'email', 'mensaje', 'accept_privacy'].find((name) => issues[name]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/** Beside a label, not in it: the label's text is the field's name ('Nombre', not 'Nombre*'). */
function Asterisk() {
  return (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  );
}
