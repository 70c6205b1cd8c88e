import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { createServices, type ServiceOptions, type Services } from './services';
import { Refusal, refusalBody } from './services/order-intake';
import { orderRoutes } from './routes/orders';
import { productRoutes } from './routes/products';
import { paymentRoutes } from './routes/payments';
import { webRoutes } from './routes/web';
import { siteRoutes } from './site/routes';

export interface AppOptions extends ServiceOptions {
  webDist?: string | undefined;
  logger?: boolean;
  /** Order saves per client and minute (DECISIONS §7); 0 turns the limit off (benchmarks). */
  orderRateLimit?: number;
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
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024, trustProxy: trustProxySetting(options.trustProxy) });
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
  // Limits apply only to the routes that ask for one (orders, contact, newsletter, bot check).
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new Refusal(429, TOO_MANY) });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof Refusal) return reply.code(error.status).send(refusalBody(error.message, error.fields));
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send(refusalBody(status >= 500 ? INTERNAL_ERROR : (GENERIC_REFUSALS[status] ?? BAD_REQUEST)));
  });

  app.get('/api/health', async () => ({ ok: true, database: services.database.kind }));
  await orderRoutes(app, services, options.orderRateLimit ?? 120);
  await productRoutes(app, services);
  await paymentRoutes(app, services);
  await siteRoutes(app, services);
  await webRoutes(app, options.webDist, services);
  return { app, services };
}
