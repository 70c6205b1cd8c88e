import { describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { createStaffStore } from '../admin/staff/store';
import { CLI_ACTOR } from '../admin/audit/log';
import { CSRF_HEADER } from '../admin/session/guard';

/** Every route the app has, read off Fastify's own route tree (`printRoutes`), methods that take a body. */
function routesTakingBodies(app: FastifyInstance): { method: string; url: string }[] {
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(url);
    for (const method of match[3]!.split(', ')) if (!['GET', 'HEAD'].includes(method)) routes.push({ method, url });
  }
  return routes;
}

/** A route's address with made-up values for its parameters. */
const addressOf = (url: string) =>
  url
    .replace(/:flow\b/, 'marca-nacional')
    .replace(/:key\b/, 'basic')
    .replace(/:\w+/g, '999999')
    .replace(/\*$/, 'x');

const deep = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const JSON_TYPE = { 'content-type': 'application/json' };

/** What an attacker sends: deep, huge, wrong types, wrong encodings. */
const HOSTILE: { name: string; headers: Record<string, string>; payload: string | Buffer }[] = [
  { name: '1 MB nested 500,000 deep', headers: JSON_TYPE, payload: deep(500_000) },
  { name: '60 kB nested 30,000 deep', headers: JSON_TYPE, payload: deep(30_000) },
  { name: '2 MB string', headers: JSON_TYPE, payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }) },
  { name: 'an array', headers: JSON_TYPE, payload: '[1,2,3]' },
  { name: 'a number', headers: JSON_TYPE, payload: '42' },
  { name: 'null', headers: JSON_TYPE, payload: 'null' },
  { name: 'a string', headers: JSON_TYPE, payload: '"hola"' },
  { name: 'wrong field types', headers: JSON_TYPE, payload: '{"email":["a"],"password":{"b":1},"estado":7,"nota":null,"titulo":true,"keywords":"x"}' },
  { name: 'broken JSON', headers: JSON_TYPE, payload: '{"email":' },
  { name: 'invalid UTF-8', headers: JSON_TYPE, payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { name: 'a byte-order mark', headers: JSON_TYPE, payload: '\ufeff{"a":1}' },
  { name: 'prototype pollution', headers: JSON_TYPE, payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  { name: 'a NUL and a lone surrogate', headers: JSON_TYPE, payload: '{"email":"a\\u0000b","password":"\\ud800"}' },
  { name: 'JSON declared Latin-1', headers: { 'content-type': 'application/json; charset=latin1' }, payload: '{"a":"é"}' },
  { name: 'form with nested keys', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a[b][c]=1&__proto__=x&email=%ff%fe&a=2' },
  { name: '2 MB form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `a=${'x'.repeat(2 * 1024 * 1024)}` },
  { name: 'plain text', headers: { 'content-type': 'text/plain' }, payload: 'hola' },
  { name: 'XML', headers: { 'content-type': 'application/xml' }, payload: '<a><b/></a>' },
  { name: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\n\r\n' },
  {
    name: 'multipart cut short',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a"',
  },
  { name: 'no content type', headers: {}, payload: '{"a":1}' },
];

/** No answer within this long is a stall: the slowest refusal here takes a few milliseconds. */
const STALL_MS = 10_000;

for (const database of await testDatabases()) {
  describe(`every route against hostile bodies on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, orderRateLimit: 0, adminLoginRateLimit: 0, formRateLimit: 100_000 });

    async function signedInAdmin(): Promise<Record<string, string>> {
      const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add('fuzz@example.es', 'admin', CLI_ACTOR);
      const token = new URL(link).searchParams.get('token');
      const password = 'una clave bastante larga';
      await context.app.inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password } });
      const login = await context.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'fuzz@example.es', password } });
      const cookie = login.cookies.find((item) => item.name === 'admin_session')!;
      return { cookie: `admin_session=${cookie.value}`, [CSRF_HEADER]: login.json().csrf };
    }

    it('answers every one with a Spanish 4xx or a success, never a 5xx, and never stalls', async () => {
      const routes = routesTakingBodies(context.app);
      expect(routes.length).toBeGreaterThan(20);
      expect(routes).toContainEqual({ method: 'POST', url: '/api/pagos/notificacion' });
      const admin = await signedInAdmin();
      const failures: string[] = [];
      // Anonymous first, then as a signed-in admin, whose bodies reach the parsers behind the guard.
      for (const identity of [{}, admin]) {
        for (const route of routes) {
          // Signing out or changing the password would end the session the rest of the pass uses.
          if (identity === admin && /\/(logout|password)$/.test(route.url)) continue;
          for (const body of HOSTILE) {
            const request: InjectOptions = {
              method: route.method as InjectOptions['method'],
              url: addressOf(route.url),
              headers: { ...identity, ...body.headers },
              payload: body.payload,
            };
            let timer: Parameters<typeof clearTimeout>[0];
            const stalled = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, STALL_MS)));
            const response = await Promise.race([context.app.inject(request), stalled]);
            clearTimeout(timer);
            const what = `${route.method} ${route.url} with ${body.name}${identity === admin ? ' as admin' : ''}`;
            if (!response) failures.push(`${what}: no answer in ${STALL_MS} ms`);
            else if (response.statusCode >= 500) failures.push(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            else if (response.statusCode >= 400 && String(response.headers['content-type'] ?? '').includes('json')) {
              const error = (response.json() as { error?: unknown }).error;
              // Spanish: the refusals say it in the shop's words, never Fastify's English defaults.
              if (typeof error !== 'string' || /\b(body|request|invalid|must|error)\b/i.test(error))
                failures.push(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  });
}
