import { describe, expect, it } from 'vitest';
import { HTTPError, TimeoutError } from 'ky';
import { navbarErrorText } from './useNavbar';

describe('navbar error text (spec-1 §2.1, §8)', () => {
  it("says 'Error: ' and the message for an Error", () => {
    expect(navbarErrorText(new Error('la respuesta del servidor no es válida'))).toBe('Error: la respuesta del servidor no es válida');
  });
  it('names the status of a failed response', () => {
    const response = new Response('{}', { status: 503 });
    const request = new Request('http://localhost/api/navbar');
    expect(navbarErrorText(new HTTPError(response, request, {} as never))).toBe('Error: no se pudo cargar el menú (código 503).');
  });
  it('explains a network failure', () => {
    expect(navbarErrorText(new TypeError('Failed to fetch'))).toBe('Error: no se pudo conectar con el servidor.');
    expect(navbarErrorText(new SyntaxError("Unexpected token '<'"))).toBe('Error: la respuesta del servidor no es válida.');
    expect(navbarErrorText(new TimeoutError(new Request('http://localhost/api/navbar')))).toBe('Error: el servidor tardó demasiado en responder.');
  });
  it("says 'Error desconocido' for anything that is not an error", () => {
    for (const thrown of ['texto', 42, null, undefined, { message: 'x' }, new Error('')]) expect(navbarErrorText(thrown)).toBe('Error desconocido');
  });
});
