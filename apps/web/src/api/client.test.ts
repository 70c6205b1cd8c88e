import { describe, expect, it } from 'vitest';
import { HTTPError } from 'ky';
import { NO_CONNECTION, refusalOf, SERVER_TROUBLE } from './client';

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
