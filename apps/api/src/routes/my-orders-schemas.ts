import * as z from 'zod';
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

const plazo = z.object({ tipo: z.string(), texto: z.string(), desde: z.string(), hasta: z.string(), finRecargo: z.string().nullable() });

/** An order as its page shows it (DECISIONS §13: what the owner may see there), with its reference and address. */
const pedido = z.looseObject({
  numero: z.string(),
  referencia: z.string(),
  url: z.string(),
  producto: z.string(),
  estado: z.string(),
  estadoTexto: z.string(),
  total: z.object({ centimos: z.number().int(), texto: z.string() }),
  lineas: z.array(z.object({ concepto: z.string(), importe: z.string() })),
  historial: z.array(z.object({ estado: z.string(), texto: z.string(), nota: z.string(), fecha: z.string() })),
  plazos: z.array(plazo),
  pagable: z.boolean(),
});

export const myOrders = {
  response: {
    200: z.object({
      email: z.string(),
      pedidos: z.array(pedido),
      /** The calendar feed's secret address (text/calendar), or null when turned off or never made. */
      calendario: z.object({ url: z.string(), webcal: z.string() }).nullable(),
    }),
    ...refusals(401),
  },
};

export const calendarChange = {
  description: '`nueva`: a new address for the calendar (the old one stops answering); `quitar`: none answers.',
  body: z.object({ accion: z.enum(['nueva', 'quitar']) }),
  response: { 200: z.object({ calendario: z.object({ url: z.string(), webcal: z.string() }).nullable() }), ...refusals(400, 401) },
};

export const signOut = { response: { 200: ok } };

export const calendarFeed = {
  params: z.object({ file: z.string().max(240) }),
  response: { 200: { description: 'iCalendar (RFC 5545)', content: { 'text/calendar': { schema: z.string() } } }, ...refusals(404) },
};
