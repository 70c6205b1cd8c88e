import * as z from 'zod';
import { orderPage } from './public-orders';

/** The calendar feed's secret address (text/calendar), or null when turned off or never made. */
export const calendarAddress = z.object({ url: z.string(), webcal: z.string() }).nullable();
export type CalendarFeed = NonNullable<z.infer<typeof calendarAddress>>;

/** An order as its own page shows it (DECISIONS §13: what the owner may see there), with its reference and address. */
export const myOrder = orderPage.extend({ referencia: z.string(), url: z.string() });
export type MyOrder = z.infer<typeof myOrder>;

/** `GET /api/mis-pedidos`: the orders of the session's address. */
export const myOrdersAnswer = z.object({ email: z.string(), pedidos: z.array(myOrder), calendario: calendarAddress });
export type MyOrders = z.infer<typeof myOrdersAnswer>;
