import type { KyInstance } from 'ky';

const TOKEN_KEY = 'token';
const TIMEOUT_MS = 60_000;

/** The stored bearer token rides on every request (spec-1 §6). */
function signRequest(headers: Headers): void {
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.set('Authorization', `Bearer ${token}`);
}

/** Any 401 removes the token and sends the browser to /login (spec-1 §8). */
function followSignOut(response: Response): void {
  if (response.status === 401) {
    localStorage.removeItem(TOKEN_KEY);
    window.location.assign('/login');
  }
}

let client: Promise<KyInstance> | undefined;

/**
 * The one HTTP client (spec-1 §6, §8): a stored bearer token rides on every request; any 401
 * removes it and sends the browser to /login. ky loads with the first call, not with the page: a
 * page the server rendered came with its data, and a first visit makes no call until the visitor
 * acts (ADR 008: the bytes of a first visit). A failed load is tried again at the next call.
 */
export function http(): Promise<KyInstance> {
  client ??= import('ky').then(
    ({ default: ky }) =>
      ky.create({
        prefixUrl: '/',
        retry: 0,
        timeout: TIMEOUT_MS,
        hooks: {
          beforeRequest: [(request) => signRequest(request.headers)],
          afterResponse: [(_request, _options, response) => followSignOut(response)],
        },
      }),
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}

/** An answer outside 2xx to a `fetchApi`: named as ky names its own, so one test tells both. */
export class ResponseError extends Error {
  override readonly name = 'HTTPError';
  constructor(readonly response: Response) {
    super(`La petición ha fallado con el código ${response.status}.`);
  }
}

/**
 * A call by fetch under the client's rules (the token, a 401 ends at /login, a time limit, an
 * answer outside 2xx is an error with its response), for what must not go through ky: a body ky
 * would send as a stream (`post`), and the calls a page makes as it loads, which would bring ky's
 * code with them (ADR 008).
 */
export async function fetchApi(path: string, init: RequestInit = {}, timeoutMs = TIMEOUT_MS): Promise<Response> {
  const headers = new Headers(init.headers);
  signRequest(headers);
  const response = await fetch(`/${path}`, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
  followSignOut(response);
  if (!response.ok) throw new ResponseError(response);
  return response;
}

/**
 * A POST with its body sent as given (the order's FormData, a JSON text), not through ky: ky
 * builds a Request and clones it for retries, which turns any body into a stream. The server got
 * the same bytes, but a streamed body is one the browser's network tools cannot show (DevTools and
 * test tools saw no payload for a save).
 */
export const post = (path: string, send: { json: unknown } | { body: FormData; headers?: Record<string, string> }): Promise<Response> =>
  'body' in send
    ? fetchApi(path, { method: 'POST', headers: send.headers, body: send.body })
    : fetchApi(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(send.json) });

/** ky's errors (and a `post`'s), told by their names: ky's classes come with ky, which loads with the first call. */
export const isHttpError = (error: unknown): error is Error & { response: Response } => error instanceof Error && error.name === 'HTTPError';
// AbortSignal.timeout's DOMException bears the same name as ky's TimeoutError.
export const isTimeoutError = (error: unknown): error is Error => error instanceof Error && error.name === 'TimeoutError';

/** The API's refusal shape (DECISIONS §3). */
export interface ApiRefusal {
  error: string;
  fields?: Record<string, string>;
}

export const NO_CONNECTION = 'No hemos podido conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';
/** The server answered, but not with one of its refusals (a proxy's error page, say): the visitor's connection is fine. */
export const SERVER_TROUBLE = 'El servidor no ha podido atender la petición. Inténtalo de nuevo en unos minutos; tus datos siguen aquí.';

/** The Spanish sentence to show for a failed call: the server's own when it sent one. */
export async function refusalOf(error: unknown): Promise<ApiRefusal> {
  if (!isHttpError(error)) return { error: NO_CONNECTION };
  try {
    const body = (await error.response.clone().json()) as Partial<ApiRefusal> & { message?: unknown };
    if (typeof body.error === 'string') return { error: body.error, ...(body.fields ? { fields: body.fields } : {}) };
    // spec-1 §7.2's contact answer says `success` and `message`: a refusal in that shape has its words there.
    if (typeof body.message === 'string' && body.message.length > 0) return { error: body.message };
  } catch {
    // Not JSON: the sentence below.
  }
  return { error: SERVER_TROUBLE };
}
