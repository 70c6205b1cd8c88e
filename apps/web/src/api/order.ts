import { api } from './client';
import { apiPaths } from './paths';

export interface OrderStatus {
  numero: string;
  producto: string;
  estado: string;
  total: number;
}

/** The state of an order, for whoever holds its reference. */
export const fetchOrderStatus = (referencia: string) => api.get(apiPaths.order, { searchParams: { trans: referencia } }).json<OrderStatus>();

/** The visitor's order page (DECISIONS §10), as the server answers it. */
export interface OrderPageData {
  numero: string;
  producto: string;
  estado: string;
  estadoTexto: string;
  total: { centimos: number; texto: string };
  lineas: { concepto: string; importe: string }[];
  archivos: { nombre: string; bytes: number; sha256: string }[];
  historial: { estado: string; texto: string; fecha: string }[];
  pagable: boolean;
}

export const fetchOrderPage = (referencia: string) => api.get(apiPaths.orderPage(referencia)).json<OrderPageData>();
