import ky, { HTTPError } from 'ky';

const TOKEN_KEY = 'token';

/**
 * The one HTTP client (spec-1 §6, §8): a stored bearer token rides on every request; any 401
 * removes it and sends the browser to /login.
 */
export const api = ky.create({
  prefixUrl: '/',
  retry: 0,
  timeout: 60_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = localStorage.getItem(TOKEN_KEY);
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        if (response.status === 401) {
          localStorage.removeItem(TOKEN_KEY);
          window.location.assign('/login');
        }
      },
    ],
  },
});

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
  if (!(error instanceof HTTPError)) return { error: NO_CONNECTION };
  try {
    const body = (await error.response.clone().json()) as Partial<ApiRefusal>;
    if (typeof body.error === 'string') return { error: body.error, ...(body.fields ? { fields: body.fields } : {}) };
  } catch {
    // Not JSON: the sentence below.
  }
  return { error: SERVER_TROUBLE };
}
