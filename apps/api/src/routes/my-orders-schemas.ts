import * as z from 'zod';
import { calendarAddress, myOrdersAnswer } from '@shop/api-contract';
import { refusals } from './api-schemas';

/** The one answer to a link request, whether the address has orders or not (no enumeration). */
export const LINK_SENT = 'Si hay pedidos con ese email, te hemos enviado un enlace para verlos. Revisa tu correo.';
export const LINK_SPENT = 'Este enlace ya se ha usado o ha caducado. Pide uno nuevo: llega en un minuto.';
export const NO_SESSION = 'Para ver tus pedidos, pide un enlace con tu email.';
export const TOO_MANY_FOR_ADDRESS = 'Se han pedido demasiados enlaces para ese email. Espera una hora antes de pedir otro.';
export const BAD_EMAIL = 'Escribe un email válido.';

const redirection = z.null().meta({ description: 'Redirección (formulario sin JavaScript): la cabecera Location dice adónde.', type: 'null' });
const ok = z.object({ ok: z.literal(true), mensaje: z.string() });

export const linkRequest = {
  description: `Mails a one-time link to Mis pedidos (${30} minutes) when the address has orders; the same answer either way. Limited per client and per address. A form post (no JavaScript) is answered with a 303 to the page.`,
  body: z.object({ email: z.string().max(254) }),
  response: { 200: ok, 303: redirection, ...refusals(400, 429) },
};

export const sessionOpen = {
  description: "Opens a session (HttpOnly cookie, 7 days) with the link's `acceso`; a link works once.",
  body: z.object({ acceso: z.string().max(200) }),
  response: { 200: ok, 303: redirection, ...refusals(400, 401) },
};

export const myOrders = {
  response: {
    200: myOrdersAnswer,
    ...refusals(401),
  },
};

export const calendarChange = {
  description: '`nueva`: a new address for the calendar (the old one stops answering); `quitar`: none answers.',
  body: z.object({ accion: z.enum(['nueva', 'quitar']) }),
  response: { 200: z.object({ calendario: calendarAddress }), ...refusals(400, 401) },
};

export const signOut = { response: { 200: ok } };

export const calendarFeed = {
  params: z.object({ file: z.string().max(240) }),
  response: { 200: { description: 'iCalendar (RFC 5545)', content: { 'text/calendar': { schema: z.string() } } }, ...refusals(404) },
};
