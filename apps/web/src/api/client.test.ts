import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import { isHttpError, NO_CONNECTION, post, refusalOf, SERVER_TROUBLE } from './client';

const answered = (status: number, body: string) =>
  new HTTPError(new Response(body, { status, headers: { 'content-type': 'application/json' } }), new Request('http://localhost/api/contact'), {} as never);

describe('the Spanish sentence of a failed call', () => {
  it("is the server's refusal, with its fields (DECISIONS §3)", async () => {
    const refusal = { error: 'Revisa los campos marcados', fields: { email: 'El email no es válido' } };
    expect(await refusalOf(answered(400, JSON.stringify(refusal)))).toEqual(refusal);
  });

  it("is the message of an answer in the contact form's shape (spec-1 §7.2: success and message)", async () => {
    expect(await refusalOf(answered(400, JSON.stringify({ success: false, message: 'Ya recibimos tu mensaje' })))).toEqual({
      error: 'Ya recibimos tu mensaje',
    });
  });

  it("says the server's trouble for an answer that is not one of its refusals", async () => {
    expect(await refusalOf(answered(502, '<h1>Bad Gateway</h1>'))).toEqual({ error: SERVER_TROUBLE });
    expect(await refusalOf(answered(400, JSON.stringify({ success: false, message: '' })))).toEqual({ error: SERVER_TROUBLE });
  });

  it('says the connection when no answer came (or the client itself could not load)', async () => {
    expect(await refusalOf(new TypeError('Failed to fetch'))).toEqual({ error: NO_CONNECTION });
    expect(await refusalOf(new TypeError('Failed to fetch dynamically imported module'))).toEqual({ error: NO_CONNECTION });
  });
});

describe('post', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubBrowser(answer: Response, token: string | null = null) {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer);
    const assign = vi.fn();
    const removeItem = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('localStorage', { getItem: () => token, removeItem });
    vi.stubGlobal('window', { location: { assign } });
    return { fetch, assign, removeItem };
  }

  it('sends the FormData itself (a body the browser can show), with the stored token and a time limit', async () => {
    const { fetch } = stubBrowser(Response.json({ referencia: 'r' }), 'abc');
    const form = new FormData();
    form.append('data', '{}');
    await post('api/guardar_marca', { body: form, headers: { 'Idempotency-Key': 'k' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/guardar_marca');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Idempotency-Key')).toBe('k');
    expect(headers.has('content-type')).toBe(false); // the browser sets the multipart boundary
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends JSON as its text, with its content type', async () => {
    const { fetch } = stubBrowser(Response.json({ success: true, message: 'Gracias' }));
    await post('api/contact', { json: { nombre: 'Lucía' } });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.body).toBe('{"nombre":"Lucía"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('throws an answer outside 2xx as an error its refusal is read from; a 401 ends at /login', async () => {
    stubBrowser(Response.json({ error: 'Revisa los campos marcados' }, { status: 400 }));
    const refused = await post('api/contact', { json: {} }).catch((error: unknown) => error);
    expect(isHttpError(refused)).toBe(true);
    expect(await refusalOf(refused)).toEqual({ error: 'Revisa los campos marcados' });

    const { assign, removeItem } = stubBrowser(new Response(null, { status: 401 }), 'old');
    await expect(post('api/contact', { json: {} })).rejects.toThrow();
    expect(removeItem).toHaveBeenCalledWith('token');
    expect(assign).toHaveBeenCalledWith('/login');
  });
});
