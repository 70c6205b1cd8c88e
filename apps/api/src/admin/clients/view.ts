import { desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizeTaxNumber, spanishTaxNumberKind } from '@shop/flow-kit';
import { loadFlow } from '@shop/flows';
import { formatEur } from '@shop/money';
import { invoices, orders } from '../../db/schema';
import { contactMessages } from '../../site/schema';
import type { Services } from '../../services';
import { Refusal } from '../../services/refusal';
import { STATUS_TEXT } from '../../services/orders';
import { normalEmail } from '../staff/store';

export const ASK_ONE = 'Indica un email o un NIF (uno de los dos).';
export const BAD_NIF = 'Ese NIF no es válido: revisa sus números y su letra.';
/** The most rows each list answers: a client with more is read in the orders list, searched. */
const LIMIT = 200;

/**
 * A Spanish NIF, NIE or CIF with its check character right, or a foreign tax number as the VIES
 * writes it (country prefix, then letters and digits): anything else names nobody.
 */
export function taxNumberOf(raw: string): string {
  const spanish = normalizeTaxNumber(raw);
  if (spanishTaxNumberKind(spanish)) return spanish;
  const foreign = normalizeTaxNumber(raw, false);
  if (/^[A-Z]{2}[A-Z0-9]{2,18}$/.test(foreign) && !/^(ES|[XYZ]\d)/.test(foreign)) return foreign;
  throw new Refusal(400, BAD_NIF, { nif: BAD_NIF });
}

/**
 * One client's file (ADR 012): their orders, invoices, contact messages and the deadlines of their
 * rights, found by e-mail (orders and messages) or by tax number (the billing block, the invoices).
 */
export function createClientView(services: Services) {
  const db = services.db;

  return async function clientView(query: { email?: string | undefined; nif?: string | undefined }) {
    const email = query.email?.trim() ? normalEmail(query.email) : undefined;
    const nif = query.nif?.trim() ? taxNumberOf(query.nif) : undefined;
    if ((email === undefined) === (nif === undefined)) throw new Refusal(400, ASK_ONE);
    const byOrder: SQL = email
      ? sql`lower(${orders.envelope} ->> 'email') = ${email}`
      : sql`upper(regexp_replace(${orders.envelope} -> 'facturacion' ->> 'nif', '[\\s-]', '', 'g')) = ${nif}`;
    const found = await db.select().from(orders).where(byOrder).orderBy(desc(orders.id)).limit(LIMIT);
    const ids = found.map((row) => row.id);
    // By tax number, the invoices that name it too (a corrective one may name the client anew).
    const invoiceWhere = nif ? or(sql`${invoices.client} ->> 'nif' = ${nif}`, ids.length > 0 ? inArray(invoices.orderId, ids) : undefined) : undefined;
    const invoiceRows =
      ids.length === 0 && !nif
        ? []
        : await db
            .select()
            .from(invoices)
            .where(invoiceWhere ?? inArray(invoices.orderId, ids))
            .orderBy(desc(invoices.id))
            .limit(LIMIT);
    // Messages come by e-mail only: by tax number, from the addresses the client's orders give.
    const emails = email ? [email] : [...new Set(found.map((row) => String((row.envelope as { email?: unknown }).email ?? '').toLowerCase()).filter(Boolean))];
    const messages =
      emails.length === 0
        ? []
        : await db
            .select()
            .from(contactMessages)
            .where(inArray(sql`lower(${contactMessages.email})`, emails))
            .orderBy(desc(contactMessages.id))
            .limit(LIMIT);
    const deadlines = (
      await Promise.all(
        found.map(async (row) => {
          const view = await services.rights.viewOf(row, await loadFlow(row.flow));
          return view.deadlines.map((deadline) => ({ pedido: row.numero, servicio: row.producto, ...deadline }));
        }),
      )
    )
      .flat()
      .sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0));
    const envelope = (row: (typeof found)[number]) => row.envelope as Record<string, unknown>;
    const nameOf = (row: (typeof found)[number]) => [envelope(row).name, envelope(row).lastName].filter((part) => typeof part === 'string' && part).join(' ');
    return {
      busqueda: email ? { email } : { nif: nif! },
      nombre: found[0] ? nameOf(found[0]) : (messages[0]?.nombre ?? ''),
      pedidos: found.map((row) => ({
        numero: row.numero,
        servicio: row.producto,
        fecha: row.createdAt.toISOString(),
        estado: row.status,
        estadoTexto: STATUS_TEXT[row.status] ?? row.status,
        total: formatEur(row.quotedCents ?? row.totalCents),
        email: String(envelope(row).email ?? ''),
      })),
      facturas: invoiceRows.map((row) => ({
        numero: row.numero,
        tipo: row.tipo,
        pedido: row.orderNumero,
        fecha: row.fechaExpedicion,
        total: formatEur(row.totalCents),
      })),
      mensajes: messages.map((row) => ({
        id: row.id,
        fecha: row.createdAt.toISOString(),
        nombre: row.nombre,
        mensaje: row.mensaje,
        estado: row.status,
      })),
      plazos: deadlines,
    };
  };
}
