import { http, isHttpError } from './client';
import { apiPaths } from './paths';
import type { OrderPageData } from '@shop/api-contract';
import type { OrderStatus } from '@shop/api-contract';

export type { OrderStatus };

export type { OrderPageData };

/** The state of an order, for whoever holds its reference. */
export const fetchOrderStatus = async (referencia: string) => (await http()).get(apiPaths.order, { searchParams: { trans: referencia } }).json<OrderStatus>();

export const fetchOrderPage = async (referencia: string) => (await http()).get(apiPaths.orderPage(referencia)).json<OrderPageData>();

/** The order page's data, or null for a reference no order holds (404): the page says 'Pedido no encontrado'. */
export async function fetchOrderPageIfAny(referencia: string): Promise<OrderPageData | null> {
  try {
    return await fetchOrderPage(referencia);
  } catch (error) {
    if (isHttpError(error) && error.response.status === 404) return null;
    throw error;
  }
}
