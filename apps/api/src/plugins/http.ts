import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { Refusal } from '../services/order-intake';
import { answerError, TOO_MANY } from './errors';
import { validatorCompiler } from './validation';
import { refuseUnstorableText } from './text-input';
import { jsonBodyParser } from './json-body';
import { cutOffSlowBodies, DEFAULT_BODY_PACE, type BodyPace } from './slow-bodies';

const ASSETS = '/assets/';
/** The classic scripts every page loads (its header's behaviour, the start of its code); not hashed, so revalidated. */
const PAGE_SCRIPTS = new Set(['/boot.js', '/shell.js']);
/** Helmet's headers that only a document (or a worker) reads: a script or an image ignores them. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/**
 * Hashed and immutable for a year, assets are never revalidated, so validators are dead weight;
 * HSTS is learnt from the page that loads them (same origin), so it need not ride on each.
 */
const ASSETS_ALSO_SHED = ['etag', 'last-modified', 'strict-transport-security'];

/** Where reCAPTCHA v3's script comes from (Google's CSP guidance). */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** The back office's API, the docs themselves and the asset routes are not the public contract. */
const NOT_DOCUMENTED = /^\/(\*$|api\/admin|api\/docs|server-pages\.css|boot\.js|g\/redirect\.js|g\/test-gateway|media\/noticias)/;

/**
 * How every area's routes behave, set once on the root before any route plugin registers: an
 * encapsulated plugin inherits hooks, parsers, compilers and the error handler its parent had
 * when it was registered, not what the parent gets later (shop.test.ts checks it).
 */
export interface HttpOptions {
  /** How fast a request body must arrive before the connection is cut (tests shorten it). */
  bodyPace?: BodyPace | undefined;
}

export const http = fp(
  async (app, options: HttpOptions) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // reCAPTCHA v3, when its keys are configured (DECISIONS §7): Google's script and its frame.
          scriptSrc: ["'self'", ...(app.botCheck.kind === 'recaptcha' ? RECAPTCHA_SCRIPTS : [])],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
          mediaSrc: ["'self'", 'blob:'],
          frameSrc: [
            'https://www.youtube-nocookie.com',
            'https://www.google.com',
            ...(app.botCheck.kind === 'recaptcha' ? ['https://recaptcha.google.com'] : []),
          ],
          connectSrc: ["'self'"],
          // The payment page posts to the gateway (Redsys) when one is configured.
          formAction: ["'self'", ...(app.provider.formAction ? [app.provider.formAction] : [])],
        },
      },
    });
    // Hashed build assets are scripts, styles and images, never documents, and never revalidated:
    // helmet's document-only headers and the validators do nothing on them and cost about 0.9 kB on
    // each of a page's dozen script requests (ADR 008: JavaScript as received, headers included).
    // /boot.js and /shell.js, on every page, shed the document-only ones too. nosniff and CORP stay.
    app.addHook('onSend', async (request, reply, payload) => {
      const asset = request.url.startsWith(ASSETS);
      if (!asset && !PAGE_SCRIPTS.has(request.url.split('?')[0]!)) return payload;
      for (const name of asset ? [...DOCUMENT_ONLY_HEADERS, ...ASSETS_ALSO_SHED] : DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return payload;
    });
    // Pages and JSON answers compressed per request (brotli or gzip, as the client accepts); the
    // static assets were compressed at build time and are sent as they are (ADR 008).
    await app.register(compress, { encodings: ['br', 'gzip'] });
    // Bodies are held to their route's size limit while they arrive (Fastify's bodyLimit, 64 kB unless
    // the route says more), and JSON to a depth before it is parsed: a 1 MB body nested 500,000 deep
    // held the event loop for seconds. A form body is flat by nature.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonBodyParser);
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    // Multipart bodies are left unread here: the order routes stream them part by part, with their
    // own limits (services/uploads.ts).
    app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    cutOffSlowBodies(app, options.bodyPace ?? DEFAULT_BODY_PACE);
    // Routes declare zod schemas (routes/api-schemas.ts, each admin area's schemas.ts): they validate what comes
    // in, serialise what goes out, and become the OpenAPI document served at /api/docs.
    app.setValidatorCompiler(validatorCompiler);
    // Before any schema or route: a NUL or a lone surrogate would reach PostgreSQL and end as a 500.
    app.addHook('preValidation', refuseUnstorableText);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, {
      openapi: { info: { title: 'Registro de Marcas: API de la tienda', version: '1.0.0', description: 'The public contract: docs/product/api.md.' } },
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        return NOT_DOCUMENTED.test(input.url) ? { ...transformed, schema: { ...transformed.schema, hide: true } } : transformed;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    // A request whose connection closed before its turn (its body broke off) has no address and nobody
    // to answer: it ends here, rather than fail later in code that needs the address (the limits).
    app.addHook('onRequest', async (request, reply) => {
      if (request.ip === undefined) {
        reply.hijack();
        request.raw.destroy();
      }
    });
    // Registered once, here: limits apply only to the routes that ask for one (orders, contact,
    // newsletter, bot check, sign-in).
    // With REDIS_URL the counters are shared by every instance; a Redis that does not answer lets
    // requests through (skipOnError) rather than fail them, and shared-store.ts logs it.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new Refusal(429, TOO_MANY),
      ...(app.sharedStore ? { redis: app.sharedStore.redis, nameSpace: 'limite:', skipOnError: true } : {}),
    });
    app.setErrorHandler(answerError);
  },
  { name: 'shop-http', fastify: '5.x', dependencies: ['shop-external'], decorators: { fastify: ['provider'] } },
);
