import type { OrderItem, OrderList } from '@shop/api-contract';

/** The order list as the API answers it (GET /api/admin/orders), shared by its table and its cards. */
export type { OrderItem, OrderList };

export type Direction = 'asc' | 'desc';

/** What an order screen opened from the list gets, to lead back to the list as it was. */
export interface FromList {
  list: string;
}
