import { CONTACT_MESSAGES, NEWSLETTER_MESSAGES } from '@shop/flow-kit/contact';

/** Where the browser sends the form itself: the API answers it with a page (apps/api/src/site/newsletter-form.ts). */
const FORM_PATH = '/newsletter';

/**
 * The footer's sign-up (spec-1 §2.1, §5) as the server's HTML, with no framework (ADR 021): a real
 * form the browser sends to the server before or without JavaScript, which /shell.js sends to the
 * API instead once it runs (blank e-mail or unticked box: nothing happens; then the thanks or the
 * message in the status line, its words carried here so the script holds no text). Its ids are
 * fixed: one form a page. `returnTo` is the page the server's answer leads back to.
 */
export function NewsletterForm({ returnTo }: { returnTo: string }) {
  const id = 'boletin';
  return (
    <form
      method="post"
      action={FORM_PATH}
      noValidate
      aria-labelledby={`${id}-title`}
      data-shell="newsletter"
      data-thanks={NEWSLETTER_MESSAGES.thanks}
      data-failed={NEWSLETTER_MESSAGES.failed}
      data-email-format={CONTACT_MESSAGES.emailFormat}
      className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold uppercase tracking-wide text-white">
        Newsletter
      </h2>
      <p className="mt-1 text-sm">Novedades sobre marcas y propiedad industrial, una vez al mes.</p>
      <input type="hidden" name="volver" value={returnTo} />
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
          className="min-h-11 w-full rounded-lg border border-white/30 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-accent-100"
        />
      </div>
      <div className="mt-3 flex items-start gap-2 text-sm">
        <input id={`${id}-privacy`} type="checkbox" name="accept_privacy" value="true" className="mt-0.5 h-5 w-5 shrink-0 accent-accent-700" />
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
      <button type="submit" className="mt-3 min-h-11 rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-60">
        ENVIAR
      </button>
      {/* /shell.js writes the answer here, and marks an error (data-error) to colour it. */}
      <p id={`${id}-status`} role="status" className="mt-3 min-h-5 text-sm font-medium text-white data-error:text-red-200" />
    </form>
  );
}
