import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, NEWSLETTER_MESSAGES } from '@shop/flow-kit/contact';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { escapeHtml } from '../routes/html';
import { newsletterSubscribers } from './schema';
import { returnPathOf } from './newsletter-form';

/** A client of its own, so one test's posts do not count against another's rate limit. */
let clients = 0;
const client = () => ({ 'x-forwarded-for': `10.1.0.${++clients}`, 'content-type': 'application/x-www-form-urlencoded' });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const [database] = await testDatabases();

describe('the footer’s newsletter form sent without JavaScript (ADR 021)', () => {
  const context = useTestApp({ ...database!.options, trustProxy: true });
  const post = (fields: Record<string, string>, headers = client()) =>
    context.app.inject({ method: 'POST', url: '/newsletter', headers, payload: form(fields) });

  it('stores a ticked sign-up as the API does and answers a page with the same thanks and a way back', async () => {
    const response = await post({ email: ' Lectora@Example.es ', accept_privacy: 'true', volver: '/noticias?page=2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(`<p role="status">${escapeHtml(NEWSLETTER_MESSAGES.thanks)}</p>`);
    expect(response.body).toContain('<a href="/noticias?page=2">Volver a la página anterior</a>');
    const rows = await context.services.db.select().from(newsletterSubscribers);
    expect(rows.map((row) => row.email)).toContain('lectora@example.es');
  });

  it('answers hostile fields (a NUL, 100,000 characters, a doubled field) with a Spanish 4xx page, never a 5xx', async () => {
    const hostile: Record<string, string>[] = [
      { email: 'lec\u0000tora@example.es', accept_privacy: 'true' },
      { email: `${'a'.repeat(100_000)}@example.es`, accept_privacy: 'true' },
      { email: 'lectora@example.es', accept_privacy: 'quizá', volver: '\u0000' },
    ];
    for (const fields of hostile) {
      const response = await post(fields);
      expect(response.statusCode, JSON.stringify(fields).slice(0, 60)).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, JSON.stringify(fields).slice(0, 60)).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
    const doubled = await context.app.inject({
      method: 'POST',
      url: '/newsletter',
      headers: { ...client(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.es&email=b%40example.es&accept_privacy=true',
    });
    expect(doubled.statusCode).toBeLessThan(500);
  });

  it.each([
    [{ email: '', accept_privacy: 'true' }, CONTACT_MESSAGES.emailRequired, 'boletin-email'],
    [{ email: 'lectora', accept_privacy: 'true' }, CONTACT_MESSAGES.emailFormat, 'boletin-email'],
    [{ email: 'otra@example.es' }, CONTACT_MESSAGES.privacy, 'boletin-privacy'],
  ])('answers %j with the form again, what was sent kept and the message tied to its field', async (fields, message, fieldId) => {
    const response = await post({ ...fields, volver: '/faqs' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`<p id="boletin-status" role="alert"><strong>${escapeHtml(message)}</strong></p>`);
    expect(response.body).toMatch(new RegExp(`id="${fieldId}"[^>]*aria-invalid="true" aria-describedby="boletin-status"`));
    expect(response.body).toContain(`value="${escapeHtml(fields.email)}"`);
    expect(response.body).toContain('<input type="hidden" name="volver" value="/faqs">');
    expect(response.body.includes('checked')).toBe('accept_privacy' in fields);
  });

  it('escapes what was sent', async () => {
    const response = await post({ email: '"><script>alert(1)</script>', accept_privacy: 'true' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('answers too many sign-ups and a body that is no form with a Spanish page, not the API’s JSON', async () => {
    const headers = client();
    let limited;
    for (let i = 0; i < 11; i++) limited = await post({ email: '' }, headers);
    expect(limited!.statusCode).toBe(429);
    expect(limited!.headers['content-type']).toMatch(/^text\/html/);
    expect(limited!.body).toContain('Has enviado demasiadas peticiones seguidas.');
    expect(limited!.body).toContain('<a href="/">Volver a la página anterior</a>');

    const json = await context.app.inject({
      method: 'POST',
      url: '/newsletter',
      headers: { ...client(), 'content-type': 'application/json' },
      payload: '{"email":1}',
    });
    expect(json.statusCode).toBe(400);
    expect(json.headers['content-type']).toMatch(/^text\/html/);
    expect(json.body).toContain(NEWSLETTER_MESSAGES.failed);
  });

  it('leads back only to a page of this site', () => {
    expect(returnPathOf('/marca-nacional')).toBe('/marca-nacional');
    for (const elsewhere of ['//elsewhere.example/', '/\\elsewhere.example', 'https://elsewhere.example/', '', undefined, 3, `/${'a'.repeat(2000)}`]) {
      expect(returnPathOf(elsewhere)).toBe('/');
    }
  });
});
