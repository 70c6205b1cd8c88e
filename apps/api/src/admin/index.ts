import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { noStore } from '../routes/no-store';
import { installCliHandle } from './cli-handle';
import { routeKit } from './route-kit';
import { installGuard, type GuardedRoute } from './session/guard';
import { sessionRoutes } from './session';
import { createStaffStore } from './staff/store';
import { staffRoutes } from './staff';
import { auditRoutes } from './audit';
import { orderRoutes } from './orders';
import { priceRoutes } from './prices';
import { adminContentRoutes } from './content';
import { adminInvoiceRoutes } from './invoices';
import { clientRoutes } from './clients';
import { adminDeadlineRoutes } from './deadlines';

export interface AdminOptions {
  /** Sign-in attempts per client and 15 minutes (ADR 007: limited per client as well as per account). */
  loginRateLimit?: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every back-office route with who may call it (tests walk them all). */
    adminRouteTable: GuardedRoute[];
  }
}

/**
 * The back office's API (ADR 007, DECISIONS §11), all under /api/admin: one Fastify plugin per
 * area, each in its folder with its routes, schemas and tests (docs/decisions/007, "Layout"). Each
 * route says who may call it in `config.access`; the guard (session/guard.ts) enforces it before
 * anything else runs.
 *
 * Registered without encapsulation at this level (it decorates the root with `adminRouteTable`,
 * which tests walk, and writes the CLI's handle on listen); the areas, the cookie parser and the
 * guard live in their own encapsulated context inside.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminOptions) {
  const table: GuardedRoute[] = [];
  const staff = createStaffStore(app.db, app.publicUrl);
  const cliSecret = await installCliHandle(app);

  app.decorate('adminRouteTable', table);
  // `no-store` on every private answer, the back office's and the orders' alike: registered here
  // because this area alone sits on the root, whose hooks reach every area, before or after it.
  await app.register(noStore);
  await app.register(async (instance) => {
    await instance.register(cookie);
    installGuard(instance, staff, () => cliSecret, table);
    await instance.register(sessionRoutes, { staff, loginRateLimit: options.loginRateLimit ?? 30 });
    await instance.register(orderRoutes, routeKit);
    await instance.register(priceRoutes);
    await instance.register(staffRoutes, { staff });
    await instance.register(auditRoutes);
    await instance.register(adminContentRoutes, routeKit);
    await instance.register(adminInvoiceRoutes, routeKit);
    await instance.register(clientRoutes, routeKit);
    await instance.register(adminDeadlineRoutes, routeKit);
  });
}
