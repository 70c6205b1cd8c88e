// zod/mini like the rest of the kit: the wizard and the contact page share one small zod chunk.
import * as z from 'zod/mini';
import { TEXT_MESSAGES, hasForbiddenCharacters } from './text-checks';

/**
 * The contact form and the newsletter sign-up (spec-1 §2.1, §2.4, §5, §8): one schema with the
 * spec's messages, used by the browser before sending and by the server before storing.
 * Imports nothing but zod and the text checks so the site's pages can use it without the flow engine.
 */
export const CONTACT_MESSAGES = {
  nombreRequired: 'El nombre es requerido',
  emailRequired: 'El email es requerido',
  emailFormat: 'El formato del email no es válido',
  mensajeRequired: 'El mensaje es requerido',
  privacy: 'Debes aceptar la política de privacidad',
  botCheckNotLoaded: 'reCAPTCHA no cargado. Actualiza la página.',
  botCheckFailed: 'No hemos podido comprobar que no eres un robot. Actualiza la página e inténtalo de nuevo.',
  sent: '¡Mensaje enviado correctamente! Te contactaremos pronto.',
  failed: 'Hubo un error al enviar el mensaje. Inténtalo de nuevo.',
  nombreTooLong: 'El nombre no puede superar los 200 caracteres',
  mensajeTooLong: 'El mensaje no puede superar los 5000 caracteres',
} as const;

export const NEWSLETTER_MESSAGES = {
  thanks: '¡Gracias! Te hemos enviado un correo: pulsa el enlace que contiene para confirmar tu suscripción.',
  failed: 'No hemos podido completar la suscripción. Inténtalo de nuevo.',
} as const;

/** Like the flows' text kinds: no control characters (NUL would reach PostgreSQL); the message keeps its line breaks. */
const requiredText = (required: string, max: number, tooLong: string, multiline = false) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.refine((value) => !hasForbiddenCharacters(value, multiline), { error: TEXT_MESSAGES.invalidCharacters }),
    z.maxLength(max, tooLong),
  );

const email = z.pipe(
  z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .check(z.trim(), z.minLength(1, CONTACT_MESSAGES.emailRequired), z.maxLength(254, CONTACT_MESSAGES.emailFormat)),
  z.email(CONTACT_MESSAGES.emailFormat),
);

const privacyAccepted = z.literal(true, { error: CONTACT_MESSAGES.privacy });

/** What the visitor fills in (spec-1 §3 contact message, without the bot-check fields). */
export const contactFields = z.object({
  nombre: requiredText(CONTACT_MESSAGES.nombreRequired, 200, CONTACT_MESSAGES.nombreTooLong),
  email,
  mensaje: requiredText(CONTACT_MESSAGES.mensajeRequired, 5000, CONTACT_MESSAGES.mensajeTooLong, true),
  accept_privacy: privacyAccepted,
});

export type ContactFields = z.infer<typeof contactFields>;

/** The request body of `POST /api/contact` (spec-1 §7.2). */
export interface ContactRequest {
  nombre: string;
  email: string;
  mensaje: string;
  accept_privacy: boolean;
  recaptchaToken: string;
  action: 'contact';
}

export const newsletterFields = z.object({ email, accept_privacy: privacyAccepted });
export type NewsletterFields = z.infer<typeof newsletterFields>;

export type FormCheck<T> = { ok: true; data: T } | { ok: false; issues: Record<string, string> };

/** Parses with a schema and keeps the first message per field, the shape of the API's `fields`. */
export function checkForm<T>(schema: z.ZodMiniType<T>, raw: unknown): FormCheck<T> {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    issues[field] ??= issue.message;
  }
  return { ok: false, issues };
}

export const checkContact = (raw: unknown) => checkForm(contactFields, raw);
export const checkNewsletter = (raw: unknown) => checkForm(newsletterFields, raw);
