import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { appServices, type ServiceOptions, type Services } from './services';
import { afterSaleServices, type AfterSaleOptions } from './services/after-sale';
import { afterSaleRoutes } from './routes/after-sale';
import { savedDraftServices, type SavedDraftOptions } from './services/saved-drafts-plugin';
import { external } from './plugins/external';
import { http } from './plugins/http';
import { answerClientError, answerFrameworkError, undecodablePageToNotFound } from './plugins/errors';
import { area } from './plugins/area';
import { healthRoutes } from './routes/health';
import { orderRoutes } from './routes/orders';
import { productRoutes } from './routes/products';
import { classRoutes } from './routes/classes';
import { paymentRoutes } from './routes/payments';
import { orderDocumentRoutes } from './routes/order-documents';
import { webRoutes } from './routes/web';
import { siteRoutes } from './site/routes';
import { adminRoutes } from './admin';
import { newsMediaRoutes } from './admin/content';
// Structured logs without personal data at any depth, errors included.
import { loggerOptions } from './logging';
import { DEFAULT_BODY_LIMIT } from './plugins/json-body';
import type { BodyPace } from './plugins/slow-bodies';
import type { UploadLimits } from './services/upload-budget';

export interface AppOptions extends ServiceOptions, AfterSaleOptions, SavedDraftOptions {
  webDist?: string | undefined;
  logger?: boolean;
  /** Contact and newsletter posts per client in 10 minutes (DECISIONS §7). */
  formRateLimit?: number | undefined;
  /** Where the logs go instead of standard output (tests read them). */
  logStream?: { write: (line: string) => void } | undefined;
  /** Order saves per client and minute (DECISIONS §7); 0 turns the limit off (benchmarks). */
  orderRateLimit?: number;
  /** Back-office sign-in attempts per client and 15 minutes (ADR 007); 0 turns the limit off. */
  adminLoginRateLimit?: number;
  /** Believe X-Forwarded-* only behind a known proxy (TRUST_PROXY); otherwise any client could pick its address. */
  trustProxy?: boolean | string | undefined;
  /** What anonymous visitors may upload (SHOP_UPLOAD_*); DEFAULT_UPLOAD_LIMITS otherwise. */
  uploadLimits?: UploadLimits | undefined;
  /** How fast a request body must arrive (tests shorten the window). */
  bodyPace?: BodyPace | undefined;
}

/** Fastify takes a hop count as a function of the hop: 'TRUST_PROXY=1' trusts the nearest proxy only. */
function trustProxySetting(value: boolean | string | undefined): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value === 'string' && /^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value ?? false;
}

/**
 * The shop's plugins in the order each needs the one before: the external world
 * (database, mail, payments), the app services built on it, the HTTP behaviour every area shares,
 * then one encapsulated plugin per area. fastify-plugin, so that all of it sits on the instance it
 * is registered on; Fastify refuses an area registered before the services (`area`).
 */
export const shop = fp(
  async (app, options: AppOptions) => {
    await app.register(external, options);
    await app.register(appServices, options);
    await app.register(afterSaleServices, options);
    await app.register(savedDraftServices, options);
    await app.register(http, { bodyPace: options.bodyPace });
    await app.register(area('health', healthRoutes));
    await app.register(area('orders', orderRoutes), {
      perMinute: options.orderRateLimit ?? 120,
      uploads: options.uploadLimits,
    });
    await app.register(area('products', productRoutes));
    await app.register(area('classes', classRoutes));
    await app.register(area('payments', paymentRoutes));
    await app.register(area('order-documents', orderDocumentRoutes));
    await app.register(area('site', siteRoutes), { formRateLimit: options.formRateLimit ?? 10 });
    await app.register(area('news-media', newsMediaRoutes));
    await app.register(area('after-sale', afterSaleRoutes), { linkLimits: options.myOrdersLinkLimits });
    // Leaks `adminRouteTable` and its CLI-handle hooks to the root; its routes are encapsulated inside.
    await app.register(area('admin', adminRoutes, { leaks: true }), { loginRateLimit: options.adminLoginRateLimit });
    // Last: its catch-all page route and not-found handler answer whatever no other area does.
    await app.register(area('web', webRoutes), { webDist: options.webDist, uploadLimits: options.uploadLimits, formRateLimit: options.orderRateLimit ?? 120 });
  },
  { name: 'shop', fastify: '5.x' },
);

/**
 * A connection that sends nothing for 30 s is closed (`connectionTimeout`, the socket's idle time),
 * and so is one idle between requests; headers must all arrive within 20 s, a whole request within
 * 10 minutes (a 128 MB upload at 2 Mbit/s). A body that trickles is cut sooner (plugins/slow-bodies.ts).
 * Node checks the header and request deadlines every `connectionsCheckingInterval`.
 */
const CONNECTION_TIMEOUTS = {
  connectionTimeout: 30_000,
  keepAliveTimeout: 30_000,
  requestTimeout: 600_000,
  http: { headersTimeout: 20_000, connectionsCheckingInterval: 5_000 },
};

/**
 * How long the plugins may take to start: opening and migrating the database and seeding the
 * catalogue happen inside them, which on a busy machine takes longer than Fastify's default 10 s.
 */
export const STARTUP_TIMEOUT_MS = 120_000;

/**
 * Builds the app; server.ts only listens (fastify/demo style). `services` is the app itself, typed
 * as what the plugins decorated on it: each service exists once, on the instance.
 */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    logger: options.logger ? { ...loggerOptions, ...(options.logStream ? { stream: options.logStream } : {}) } : false,
    // Routes that take more say so (a news article); multipart bodies are streamed with their own limits.
    bodyLimit: DEFAULT_BODY_LIMIT,
    ...CONNECTION_TIMEOUTS,
    trustProxy: trustProxySetting(options.trustProxy),
    pluginTimeout: STARTUP_TIMEOUT_MS,
    rewriteUrl: undecodablePageToNotFound,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  await app.register(shop, options);
  return { app, services: app };
}
