import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@shop/flow-kit/contact';
import { createRecaptchaCheck } from './recaptcha';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { nationalOrder } from '../testing/orders';
import { orderForm } from '../testing/forms';

/** Google's siteverify as a test double: each token names the answer it gets. */
const ANSWERS: Record<string, unknown> = {
  'contacto-humano': { success: true, score: 0.9, action: 'contact' },
  'pedido-humano': { success: true, score: 0.7, action: 'order' },
  'contacto-robot': { success: true, score: 0.1, action: 'contact' },
  'contacto-caducado': { success: false, 'error-codes': ['timeout-or-duplicate'] },
};

let fake: Server;
let verifyUrl = '';
const received: URLSearchParams[] = [];

beforeAll(async () => {
  fake = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const token = form.get('response') ?? '';
      if (token === 'google-caido') {
        response.writeHead(503).end('Service Unavailable');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ANSWERS[token] ?? { success: false }));
    });
  }).listen(0, '127.0.0.1');
  await once(fake, 'listening');
  const address = fake.address();
  verifyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/siteverify`;
});
afterAll(() => fake.close());

describe('reCAPTCHA v3 check (DECISIONS §7 with keys)', () => {
  const check = () => createRecaptchaCheck({ secretKey: 'secreto-de-prueba', verifyUrl });

  it("passes a token Google scored at or above the minimum for this form's action, sending the secret", async () => {
    expect(await check().verify('contacto-humano', 'contact')).toBe(true);
    expect(received.at(-1)?.get('secret')).toBe('secreto-de-prueba');
    expect(await check().verify('pedido-humano', 'order')).toBe(true);
  });

  it('refuses a low score, another action, a token Google refuses, and no token at all', async () => {
    expect(await check().verify('contacto-robot', 'contact')).toBe(false);
    expect(await check().verify('contacto-humano', 'order')).toBe(false);
    expect(await check().verify('contacto-caducado', 'contact')).toBe(false);
    expect(await check().verify(undefined, 'contact')).toBe(false);
    expect(await check().verify('', 'contact')).toBe(false);
    expect(await createRecaptchaCheck({ secretKey: 'x'.repeat(12), verifyUrl, minScore: 0.95 }).verify('contacto-humano', 'contact')).toBe(false);
  });

  it('counts Google failing or unreachable as not verified, and says so, without throwing', async () => {
    const troubles: unknown[] = [];
    const failing = createRecaptchaCheck({ secretKey: 'x'.repeat(12), verifyUrl, onTrouble: (error) => troubles.push(error) });
    expect(await failing.verify('google-caido', 'contact')).toBe(false);
    const unreachable = createRecaptchaCheck({
      secretKey: 'x'.repeat(12),
      verifyUrl: 'http://127.0.0.1:9/siteverify',
      onTrouble: (error) => troubles.push(error),
    });
    expect(await unreachable.verify('contacto-humano', 'contact')).toBe(false);
    expect(troubles).toHaveLength(2);
  });
});

for (const database of await testDatabases()) {
  describe(`the shop with reCAPTCHA keys on ${database.name}`, () => {
    const context = useTestApp({
      ...database.options,
      recaptcha: {
        secretKey: 'secreto-de-prueba',
        get verifyUrl() {
          return verifyUrl;
        },
      },
    });
    const contact = (recaptchaToken: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { nombre: 'Ana', email: 'ana@example.es', mensaje: 'Hola', accept_privacy: true, action: 'contact', recaptchaToken },
      });

    it("takes a contact message and an order with Google's tokens, and refuses a robot's", async () => {
      expect((await contact('contacto-humano')).statusCode).toBe(200);
      const robot = await contact('contacto-robot');
      expect(robot.statusCode).toBe(400);
      expect(robot.json().error).toBe(CONTACT_MESSAGES.botCheckFailed);
      const order = await context.app.inject({
        method: 'POST',
        url: '/api/guardar_marca',
        payload: orderForm(nationalOrder, { recaptchaToken: 'pedido-humano' }),
      });
      expect(order.statusCode).toBe(201);
      expect((await context.services.orders.find(order.json().referencia))?.botChecked).toBe(true);
    });

    it("hands out no self-hosted challenge, and lets the page load Google's script and frame", async () => {
      expect((await context.app.inject({ method: 'GET', url: '/api/bot-check/challenge' })).statusCode).toBe(404);
      const csp = String((await context.app.inject({ method: 'GET', url: '/api/navbar' })).headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
      expect(csp).toContain('https://recaptcha.google.com');
    });
  });
}
