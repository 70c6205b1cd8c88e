import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { orderAssignments, orders } from '../../db/schema';
import { NEEDS_ACTION } from '../../services/order-lifecycle';
import { ORDER_STATUS } from '../../services/orders';
import { officeDayEnd, officeDayStart } from '../office-time';

/** The back office's order list as staff filter, search and sort it (ADR 012), in SQL. */

/** `estado` beyond a single state: every state but drafts, and every state at all. */
export const ALL_BUT_DRAFTS = 'todos';
export const ANY_STATE = 'cualquiera';
/** What needs action, asked for by name (a search looks through every state unless told). */
export const NEEDS_ACTION_VIEW = 'por-atender';

export interface OrderFilters {
  /**
   * A state, ALL_BUT_DRAFTS or ANY_STATE; unset, what needs action (NEEDS_ACTION, services/order-lifecycle.ts), unless the list
   * is searched (`q`): a client's name or number is looked for in every state, drafts included.
   */
  status?: string | undefined;
  /** Only the orders assigned to this staff member ('Mis asuntos'). */
  assignedTo?: number | undefined;
  flow?: string | undefined;
  /** yyyy-mm-dd, inclusive, in UTC. */
  from?: string | undefined;
  to?: string | undefined;
  /** Order number, name, e-mail or brand. */
  q?: string | undefined;
  /** The column the list is sorted by (newest first when unset) and its direction. */
  sort?: OrderSort | undefined;
  direction?: 'asc' | 'desc' | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
const field = (name: string) => sql`(${orders.envelope} ->> ${name})`;

/** The list's sortable columns, named as its answer names them. */
export const ORDER_SORTS = ['numero', 'fecha', 'servicio', 'cliente', 'email', 'marca', 'estado', 'total'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const sortColumns: Record<OrderSort, AnyColumn | SQL> = {
  numero: orders.numero,
  fecha: orders.createdAt,
  servicio: orders.producto,
  cliente: sql`lower(concat_ws(' ', ${field('name')}, ${field('lastName')}))`,
  email: sql`lower(${field('email')})`,
  marca: sql`lower(${field('brandName')})`,
  estado: orders.status,
  total: orders.totalCents,
};

/** Sorted as asked, then newest first, so equal values keep a stable order across pages. */
export function orderByOf(filters: OrderFilters): SQL[] {
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  if (!filters.sort) return newestFirst;
  const column = sortColumns[filters.sort];
  return [filters.direction === 'desc' ? desc(column) : asc(column), ...newestFirst];
}

/** Letters as staff type them without accents: 'martinez' finds 'Martínez' (translate() is in PGlite too; unaccent is not). */
const ACCENTED = 'áàäâéèëêíìïîóòöôúùüûñçÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇ';
const PLAIN = 'aaaaeeeeiiiioooouuuuncAAAAEEEEIIIIOOOOUUUUNC';
const withoutAccents = (text: string) => [...text].map((char) => PLAIN[ACCENTED.indexOf(char)] ?? char).join('');
const plainSql = (value: SQL) => sql`translate(${value}, ${ACCENTED}, ${PLAIN})`;

/** The filters as SQL; `withStatus: false` leaves the state out (the counts per state). */
export function whereOf(filters: OrderFilters, withStatus = true): SQL | undefined {
  const conditions: SQL[] = [];
  if (withStatus) {
    const status = filters.status || (filters.q?.trim() ? ANY_STATE : undefined);
    if (status === undefined || status === NEEDS_ACTION_VIEW) conditions.push(inArray(orders.status, [...NEEDS_ACTION]));
    else if (status === ALL_BUT_DRAFTS) conditions.push(ne(orders.status, ORDER_STATUS.draft));
    else if (status !== ANY_STATE) conditions.push(eq(orders.status, status));
  }
  if (filters.assignedTo !== undefined)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${orderAssignments} WHERE ${orderAssignments.orderId} = ${orders.id} AND ${orderAssignments.staffId} = ${filters.assignedTo})`,
    );
  if (filters.flow) conditions.push(eq(orders.flow, filters.flow));
  // Days are the office's (Europe/Madrid): an order at 00:30 on the 25th in Valencia is of the 25th.
  const from = filters.from ? officeDayStart(filters.from) : undefined;
  const to = filters.to ? officeDayEnd(filters.to) : undefined;
  if (from) conditions.push(gte(orders.createdAt, from));
  if (to) conditions.push(lt(orders.createdAt, to));
  const q = filters.q?.trim();
  if (q) {
    const like = `%${escapeLike(withoutAccents(q))}%`;
    conditions.push(
      or(
        sql`${orders.numero} ILIKE ${like}`,
        sql`${plainSql(field('email'))} ILIKE ${like}`,
        sql`${plainSql(sql`concat_ws(' ', ${field('name')}, ${field('lastName')})`)} ILIKE ${like}`,
        sql`${plainSql(field('brandName'))} ILIKE ${like}`,
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The list's query (orders/schemas.ts's `orderFilters`) as filters; `asignado=yo` means the signed-in member. */
export const filtersOf = (
  query: {
    estado?: string;
    asignado?: 'yo';
    servicio?: string;
    desde?: string;
    hasta?: string;
    q?: string;
    orden?: OrderSort;
    sentido?: 'asc' | 'desc';
  },
  /** Whose 'Mis asuntos' `asignado=yo` means: the signed-in member's. */
  staffId?: number,
): OrderFilters => ({
  status: query.estado || undefined,
  assignedTo: query.asignado === 'yo' ? (staffId ?? 0) : undefined,
  flow: query.servicio || undefined,
  from: query.desde,
  to: query.hasta,
  q: query.q,
  sort: query.orden,
  direction: query.sentido,
});
