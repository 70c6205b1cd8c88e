import type { FastifyInstance } from 'fastify';
import { myOrdersRoutes, type MyOrdersOptions } from './my-orders';
import { reminderStopRoutes } from './reminder-stop';
import { renewalWatchRoutes } from './renewal-watches';

/** After the sale (DECISIONS §13): reminders' stop links, renewal watches and Mis pedidos, one area. */
export async function afterSaleRoutes(app: FastifyInstance, options: MyOrdersOptions) {
  await reminderStopRoutes(app);
  await renewalWatchRoutes(app);
  await app.register(myOrdersRoutes, options);
}
