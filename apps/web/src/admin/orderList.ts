/** The order list as the API answers it (GET /api/admin/orders), shared by its table and its cards. */
export interface OrderItem {
  numero: string;
  fecha: string;
  servicio: string;
  cliente: string;
  email: string;
  marca: string;
  estadoTexto: string;
  total: string;
  sinComprobacionAntirrobot: boolean;
}

export interface OrderList {
  items: OrderItem[];
  total: number;
  page: number;
  pageSize: number;
}

export type Direction = 'asc' | 'desc';

/** What an order screen opened from the list gets, to lead back to the list as it was. */
export interface FromList {
  list: string;
}
