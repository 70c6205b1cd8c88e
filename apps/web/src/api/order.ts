import { http } from './client';
import { apiPaths } from './paths';
import type { OrderPageData } from '@shop/settings/site-api';

export type { OrderPageData };

export interface OrderStatus {
  numero: string;
  producto: string;
  estado: string;
  total: number;
  /** Paid, or moved on by staff after payment. */
  pagado: boolean;
  /** The visitor may (still or again) pay it. */
  pagable: boolean;
}

/** The state of an order, for whoever holds its reference. */
export const fetchOrderStatus = async (referencia: string) => (await http()).get(apiPaths.order, { searchParams: { trans: referencia } }).json<OrderStatus>();

export const fetchOrderPage = async (referencia: string) => (await http()).get(apiPaths.orderPage(referencia)).json<OrderPageData>();
