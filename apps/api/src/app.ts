import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import * as schemas from './routes/api-schemas';
import { createServices, type ServiceOptions, type Services } from './services';
import { isDatabaseUnavailable } from './db/client';
import { Refusal, refusalBody } from './services/order-intake';
import { orderRoutes } from './routes/orders';
import { productRoutes } from './routes/products';
import { paymentRoutes } from './routes/payments';
import { webRoutes } from './routes/web';
import { siteRoutes } from './site/routes';
import { adminRoutes } from './admin/routes';
import { newsMediaRoutes } from './admin/content';

export interface AppOptions extends ServiceOptions {
  webDist?: string | undefined;
  logger?: boolean;
  /** Contact and newsletter posts per client in 10 minutes (DECISIONS §7). */
  formRateLimit?: number | undefined;
  /** The keyless bot check's signing secret; a random one per process when unset. */
  botCheckSecret?: string | undefined;
  /** Where the logs go instead of standard output (tests read them). */
  logStream?: { write: (line: string) => void } | undefined;
  /** Order saves per client and minute (DECISIONS §7); 0 turns the limit off (benchmarks). */
  orderRateLimit?: number;
  /** Back-office sign-in attempts per client and 15 minutes (issue 10); 0 turns the limit off. */
  adminLoginRateLimit?: number;
  /** Believe X-Forwarded-* only behind a known proxy (TRUST_PROXY); otherwise any client could pick its address. */
  trustProxy?: boolean | string | undefined;
}

const TOO_MANY = 'Has enviado demasiadas peticiones seguidas. Espera unos minutos e inténtalo de nuevo.';
const INTERNAL_ERROR = 'Error interno. Inténtalo de nuevo en unos minutos.';
const BAD_REQUEST = 'Petición no válida.';
/** Fastify's own refusals (body parsing, limits), said in Spanish. */
const GENERIC_REFUSALS: Record<number, string> = {
  413: 'La petición es demasiado grande.',
  415: 'Formato de petición no admitido.',
};

/** Secrets in addresses: order references (`trans=`, `/pedido/…`, `/api/pedido/…`) and mail link tokens. */
const maskSecrets = (url: string) =>
  url.replace(/([?&](?:trans|token)=)[^&#]*/g, '$1[oculto]').replace(/(\/pedido\/)[^/?#]+/g, '$1[oculto]');

/**
 * Structured logs without personal data (issue 11): names, e-mails and phones are censored
 * wherever they appear in a logged object, cookies and tokens too, and addresses lose their secrets.
 */
const PERSONAL = ['name', 'lastName', 'nombre', 'email', 'phone', 'mensaje', 'holder'];
const loggerOptions = {
  redact: {
    paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', ...PERSONAL.flatMap((key) => [key, `*.${key}`, `*.*.${key}`])],
    censor: '[oculto]',
  },
  serializers: {
    req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: maskSecrets(request.url) }),
  },
};

const NOT_DOCUMENTED = /^\/(\*$|api\/admin|api\/docs|server-pages\.css|boot\.js|g\/redirect\.js|g\/test-gateway|noticias\/media)/;

const DATABASE_DOWN = 'Ahora mismo no podemos guardar tu solicitud. Inténtalo de nuevo en unos minutos; tus datos siguen en el formulario.';

/** Fastify takes a hop count as a function of the hop: 'TRUST_PROXY=1' trusts the nearest proxy only. */
function trustProxySetting(value: boolean | string | undefined): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value === 'string' && /^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value ?? false;
}

/** Builds the app (plugins → services → routes); server.ts only listens (fastify/demo style). */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({ logger: options.logger ? { ...loggerOptions, ...(options.logStream ? { stream: options.logStream } : {}) } : false, bodyLimit: 1024 * 1024, trustProxy: trustProxySetting(options.trustProxy) });
  const services = await createServices(options);
  app.addHook('onClose', () => services.close());
  if (options.relayIntervalMs) services.mailRelay.start(options.relayIntervalMs, (error) => app.log.error(error, 'El envío de correos ha fallado; se reintentará.'));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.google.com'],
        connectSrc: ["'self'"],
        // The payment page posts to the gateway (Redsys) when one is configured.
        formAction: ["'self'", ...(services.provider.formAction ? [services.provider.formAction] : [])],
      },
    },
  });
  // Pages and JSON answers compressed per request (brotli or gzip, as the client accepts); the
  // static assets were compressed at build time and are sent as they are (issue 12).
  await app.register(compress, { encodings: ['br', 'gzip'] });
  // Oversize files are cut and flagged rather than thrown, so the answer can name the file (spec-2 §5).
  await app.register(multipart, { throwFileSizeLimit: false });
  // Routes declare zod schemas (routes/api-schemas.ts): they validate what comes in, serialise what
  // goes out, and become the OpenAPI document served at /api/docs.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: { info: { title: 'Registro de Marcas: API de la tienda', version: '1.0.0', description: 'The public contract: docs/product/api.md.' } },
    // The back office's API, the docs themselves and the asset routes are not the public contract.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      return NOT_DOCUMENTED.test(input.url) ? { ...transformed, schema: { ...transformed.schema, hide: true } } : transformed;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Limits apply only to the routes that ask for one (orders, contact, newsletter, bot check).
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new Refusal(429, TOO_MANY) });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof Refusal) return reply.code(error.status).send(refusalBody(error.message, error.fields));
    // The database is away (restart, failover): nothing was stored, the visitor may retry shortly.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'Base de datos no disponible');
      return reply.code(503).header('retry-after', '10').send(refusalBody(DATABASE_DOWN));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send(refusalBody(status >= 500 ? INTERNAL_ERROR : (GENERIC_REFUSALS[status] ?? BAD_REQUEST)));
  });

  app.get('/api/health', { schema: schemas.health }, async (_request, reply) => {
    try {
      await services.db.execute(sql`SELECT 1`);
      return { ok: true, database: services.database.kind };
    } catch (error) {
      return reply.code(503).send({ ok: false, database: services.database.kind, error: `La base de datos no responde: ${error instanceof Error ? error.message : String(error)}` });
    }
  });
  await orderRoutes(app, services, options.orderRateLimit ?? 120);
  await productRoutes(app, services);
  await paymentRoutes(app, services);
  await siteRoutes(app, services, { formRateLimit: options.formRateLimit ?? 10, botCheckSecret: options.botCheckSecret });
  await adminRoutes(app, services, { loginRateLimit: options.adminLoginRateLimit });
  await newsMediaRoutes(app, services);
  await webRoutes(app, options.webDist, services);
  return { app, services };
}
