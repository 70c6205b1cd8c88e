import type { FastifyInstance } from 'fastify';
import { myOrdersRoutes, type MyOrdersOptions } from './my-orders';
import { reminderStopRoutes } from './reminder-stop';

/** After the sale (DECISIONS §13): reminders' stop links and Mis pedidos, one area. */
export async function afterSaleRoutes(app: FastifyInstance, options: MyOrdersOptions) {
  await reminderStopRoutes(app);
  await app.register(myOrdersRoutes, options);
}
