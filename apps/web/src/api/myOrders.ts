import type { CalendarFeed, MyOrders } from '@shop/api-contract';

/** Mis pedidos' answers, as the API's schemas say them (packages/api-contract/src/my-orders.ts). */
export type { CalendarFeed, MyOrder, MyOrders } from '@shop/api-contract';

export const myOrdersPaths = {
  link: '/api/mis-pedidos/enlace',
  session: '/api/mis-pedidos/sesion',
  list: '/api/mis-pedidos',
  calendar: '/api/mis-pedidos/calendario',
  signOut: '/api/mis-pedidos/salir',
} as const;

/** A refusal's Spanish sentence, or a general one when the server sent none. */
export class MyOrdersError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Calls by fetch, not through the site's client: there a 401 means 'signed out, go to /login'
 * (spec-1 §8), while here it is the page's own first state ('ask for a link'), answered in place.
 */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new MyOrdersError(answer.error ?? 'No hemos podido atender la petición. Inténtalo de nuevo en unos minutos.', response.status);
  return answer;
}

export const askForLink = (email: string) => call<{ ok: true; mensaje: string }>('POST', myOrdersPaths.link, { email });
export const openSession = (acceso: string) => call<{ ok: true }>('POST', myOrdersPaths.session, { acceso });
export const fetchMyOrders = () => call<MyOrders>('GET', myOrdersPaths.list);
export const changeCalendar = (accion: 'nueva' | 'quitar') => call<{ calendario: CalendarFeed | null }>('POST', myOrdersPaths.calendar, { accion });
export const signOut = () => call<{ ok: true }>('POST', myOrdersPaths.signOut);
