/**
 * The back office's client (ADR 007): same-origin fetch with the session cookie (HttpOnly, sent
 * by the browser) and the session's CSRF token on every change. Apart from the public client on
 * purpose: a 401 here shows the sign-in form instead of leaving the page.
 */
import type { AdminSession } from '@shop/api-contract';

export type { AdminSession };

export class AdminError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

let csrf = '';
let onSignedOut: () => void = () => {};

export const setCsrf = (token: string) => {
  csrf = token;
};
export const whenSignedOut = (handler: () => void) => {
  onSignedOut = handler;
};

const OFFLINE = 'No hemos podido conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

export async function adminFetch<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, contentType = 'application/json'): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        ...(body !== undefined ? { 'content-type': contentType } : {}),
        ...(method !== 'GET' ? { 'x-csrf-token': csrf } : {}),
      },
      ...(body !== undefined ? { body: contentType === 'application/json' ? JSON.stringify(body) : (body as BodyInit) } : {}),
    });
  } catch {
    throw new AdminError(0, OFFLINE);
  }
  const data = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
  if (!response.ok) {
    if (response.status === 401 && path !== 'login') onSignedOut();
    throw new AdminError(response.status, data.error ?? OFFLINE, data.fields ?? {});
  }
  return data as T;
}

/** A multipart form (a document and its name): the browser writes its type, with the boundary. */
export async function upload<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/${path}`, { method: 'POST', credentials: 'same-origin', headers: { 'x-csrf-token': csrf }, body: form });
  } catch {
    throw new AdminError(0, OFFLINE);
  }
  const data = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
  if (!response.ok) {
    if (response.status === 401) onSignedOut();
    throw new AdminError(response.status, data.error ?? OFFLINE, data.fields ?? {});
  }
  return data as T;
}

export const get = <T>(path: string) => adminFetch<T>('GET', path);
export const post = <T>(path: string, body: unknown = {}) => adminFetch<T>('POST', path, body);

/** '1.234,50', '1234,5', '1234.50 €' → cents; undefined when it is not an amount. */
export function parseEuros(text: string): number | undefined {
  const clean = text.replace(/[\s€]/g, '');
  const normal = clean.includes(',') ? clean.replace(/\./g, '').replace(',', '.') : clean;
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return undefined;
  return Math.round(Number(normal) * 100);
}

export const centsToInput = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * '24/11/26, 9:05' in the office's time (Europe/Madrid), whatever the browser's zone: staff away
 * from Valencia read the times the office reads. Compact for tables; the public pages
 * spell dates out (site/ui/dates.ts). Intl is fine here: the back office is not a phone's first visit.
 */
const officeDateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Madrid' });
export const formatDateTime = (iso: string) => officeDateTime.format(new Date(iso));
