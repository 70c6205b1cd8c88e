import { useState, type FormEvent } from 'react';
import { refusalOf } from '../../api/client';
import { subscribeNewsletter } from '../../api/newsletter';
import { useEarlyInput } from '../../earlyInput';
import { useMarkRunning } from '../../pages/useMarkRunning';

const FAILED = 'No hemos podido completar la suscripción. Inténtalo de nuevo.';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/**
 * The footer's sign-up (spec-1 §2.1, §5): blank e-mail or unticked box does nothing; a valid one is
 * stored with its consent time and thanked. A root of its own in the browser (ADR 021), outside any
 * router: its ids are fixed (one form a page) rather than its place in a tree, and its link a plain one.
 */
export function NewsletterForm() {
  const id = 'boletin';
  useMarkRunning('newsletter');
  const [email, setEmail] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const form = useEarlyInput<HTMLFormElement>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending' || email.trim() === '' || !accepted) return;
    setStatus({ kind: 'sending' });
    // The shared schema (zod) loads on the first sign-up, not with every page.
    const contact = await import('@shop/flow-kit/contact').catch(() => undefined);
    if (!contact) {
      setStatus({ kind: 'error', message: FAILED });
      return;
    }
    const { CONTACT_MESSAGES, NEWSLETTER_MESSAGES, checkNewsletter } = contact;
    const checked = checkNewsletter({ email, accept_privacy: accepted });
    if (!checked.ok) {
      setStatus({ kind: 'error', message: checked.issues.email ?? CONTACT_MESSAGES.emailFormat });
      return;
    }
    try {
      const answer = await subscribeNewsletter(checked.data);
      setStatus({ kind: 'done', message: answer.message || NEWSLETTER_MESSAGES.thanks });
      setEmail('');
      setAccepted(false);
    } catch (error) {
      const refusal = await refusalOf(error);
      setStatus({ kind: 'error', message: refusal.fields?.email ?? (refusal.fields ? refusal.error : NEWSLETTER_MESSAGES.failed) });
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
      <h2 id={`${id}-title`} className="text-sm font-semibold uppercase tracking-wide text-white">
        Newsletter
      </h2>
      <p className="mt-1 text-sm">Novedades sobre marcas y propiedad industrial, una vez al mes.</p>
      <div className="mt-4">
        <label htmlFor={`${id}-email`} className="sr-only">
          Correo electrónico
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="tu@correo.es"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status.kind === 'error') setStatus({ kind: 'idle' });
          }}
          aria-invalid={status.kind === 'error' || undefined}
          aria-describedby={status.kind === 'error' ? `${id}-status` : undefined}
          className="min-h-11 w-full rounded-lg border border-white/30 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-accent-100"
        />
      </div>
      <div className="mt-3 flex items-start gap-2 text-sm">
        <input
          id={`${id}-privacy`}
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-accent-700"
        />
        {/* The whole sentence ticks the box; the link has its own line (a tap mid-sentence opened it). */}
        <div>
          {/* Each a target of 24 px or more, a gap between (WCAG 2.5.8): both are tapped on a phone. */}
          {/* Worded apart from an order form's 'Acepto la política de privacidad' and its link, which
              share the page with this footer: one name, one control. */}
          <label htmlFor={`${id}-privacy`} className="block leading-6">
            Quiero recibir la newsletter y acepto su política de privacidad
          </label>
          <a href="/aviso-legal#privacidad" className="mt-1 flex min-h-6 w-fit items-center text-white underline underline-offset-2">
            Política de privacidad de la newsletter
          </a>
        </div>
      </div>
      {/* The consent comes before the button that sends it: read and tabbed in that order. */}
      <button
        type="submit"
        disabled={status.kind === 'sending'}
        className="mt-3 min-h-11 rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-60"
      >
        ENVIAR
      </button>
      <p id={`${id}-status`} role="status" className={`mt-3 min-h-5 text-sm font-medium ${status.kind === 'error' ? 'text-red-200' : 'text-white'}`}>
        {status.kind === 'done' || status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
