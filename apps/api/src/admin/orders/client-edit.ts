import { and, desc, eq, inArray } from 'drizzle-orm';
import { BILLING_FIELD, billingRows, checkFields, dataFromEnvelope, normalizeBilling, type AnyData, type Fields, type Issues } from '@shop/flow-kit';
import { facturacionOf as invoiceHolderOf } from '@shop/invoicing';
import { loadFlow } from '@shop/flows';
import { orderLinks } from '@shop/settings/routes';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import type { Services } from '../../services';
import { Refusal } from '../../services/refusal';
import { writeAudit, type Actor } from '../audit/log';
import { billingChangedMail, correctedInvoiceMail } from './client-mails';
import { ORDER_NOT_FOUND } from './store';

/** What staff may correct of an order's client (ADR 012): who they are, how to reach them, who the invoice names. */
export const CLIENT_FIELDS = ['applicantType', 'name', 'lastName', 'email', 'phone', BILLING_FIELD] as const;
export type ClientField = (typeof CLIENT_FIELDS)[number];
export type ClientChange = Partial<Record<ClientField, unknown>>;

const CHECK_FIELDS = 'Revisa los campos marcados.';
const NO_FLOW = 'Este pedido es de un servicio que ya no existe: sus datos no se pueden corregir aquí.';
const ORDINARY = ['F1', 'F2'];
/** JSON with each object's keys sorted: jsonb keeps keys in an order of its own. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : typeof value === 'object' && value !== null
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null);
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * The order's client data, corrected by staff with the flow's own fields (the same schemas and
 * checks as the order form: flow-kit's billing block, e-mail and phone formats), audited with
 * before and after. An invoice already issued never changes (RD 1619/2012 art. 15): a corrective
 * invoice with the new data is issued on request (`correctInvoice`).
 */
export function createClientEdit(services: Services) {
  const db = services.db;

  async function load(numero: string) {
    const [row] = await db.select().from(orders).where(eq(orders.numero, numero)).limit(1);
    if (!row) throw new Refusal(404, ORDER_NOT_FOUND);
    const flow = await loadFlow(row.flow);
    return { row, flow, data: dataFromEnvelope(row.envelope as Record<string, unknown>) };
  }

  const invoiceOf = async (orderId: number, executor: Pick<Db, 'select'> = db) =>
    (
      await executor
        .select({ numero: invoices.numero, tipo: invoices.tipo, client: invoices.client })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), inArray(invoices.tipo, ORDINARY)))
    )[0];

  /** The fields this order's flow has: a quote-only flow asks for no billing block. */
  const namesOf = (fields: Fields) => CLIENT_FIELDS.filter((name) => name in fields);

  /** The change read by each field's own schema, then checked as the form checks it; refused with each message by its field. */
  function validated(fields: Fields, names: readonly ClientField[], current: AnyData, change: ClientChange, totalCents: number): AnyData {
    const issues: Issues = {};
    const next: AnyData = { ...current };
    for (const name of names) {
      if (change[name] === undefined) continue;
      const parsed = fields[name]!.schema.safeParse(change[name]);
      if (parsed.success) next[name] = parsed.data;
      else for (const issue of parsed.error.issues) issues[[name, ...issue.path.map(String)].join('.')] ??= issue.message;
    }
    if (next.applicantType === 'empresa') next.lastName = '';
    for (const [path, message] of Object.entries(checkFields(fields, names, next, undefined, { totalCents: () => totalCents }))) issues[path] ??= message;
    if (Object.keys(issues).length > 0) throw new Refusal(400, CHECK_FIELDS, issues);
    return next;
  }

  /** The envelope with the changed fields: shared ones at the top, a flow's own also in `adicional`, where it wins. */
  function envelopeWith(envelope: Record<string, unknown>, changed: Record<string, unknown>) {
    const next: Record<string, unknown> = { ...envelope };
    const adicional = { ...((envelope.adicional ?? {}) as Record<string, unknown>) };
    for (const [name, value] of Object.entries(changed)) {
      if (value === null || value === undefined) delete next[name];
      else next[name] = value;
      if (name in adicional) adicional[name] = value;
    }
    if (envelope.adicional !== undefined) next.adicional = adicional;
    return next;
  }

  return {
    /** What the order screen's form starts from, and the invoice the change cannot touch. */
    async view(numero: string) {
      const { row, flow, data } = await load(numero);
      const names = flow ? namesOf(flow.fields as Fields) : [];
      const invoice = await invoiceOf(row.id);
      const country = data.selectedCountry as { dialCode?: unknown } | undefined;
      return {
        campos: names,
        applicantType: data.applicantType === 'empresa' ? ('empresa' as const) : ('persona' as const),
        name: String(data.name ?? ''),
        lastName: String(data.lastName ?? ''),
        email: String(data.email ?? ''),
        phone: String(data.phone ?? ''),
        prefijo: typeof country?.dialCode === 'string' ? country.dialCode : '+34',
        facturacion: normalizeBilling(data[BILLING_FIELD]),
        factura: invoice ? { numero: invoice.numero, tipo: invoice.tipo } : null,
      };
    },

    /** Saves the corrected data; mails the client when the invoice's data change. */
    async save(numero: string, change: ClientChange, actor: Actor) {
      const { row, flow, data } = await load(numero);
      if (!flow) throw new Refusal(409, NO_FLOW);
      const fields = flow.fields as Fields;
      const names = namesOf(fields);
      const next = validated(fields, names, data, change, row.totalCents);
      const changed = Object.fromEntries(names.filter((name) => !same(data[name], next[name])).map((name) => [name, next[name] ?? null]));
      const invoice = await invoiceOf(row.id);
      if (Object.keys(changed).length === 0) return { cambios: [] as string[], avisado: false, factura: invoice?.numero ?? null };
      const billingChanged = BILLING_FIELD in changed;
      const email = String(next.email ?? '');
      const notice =
        billingChanged && email
          ? await billingChangedMail({
              email,
              numero: row.numero,
              producto: row.producto,
              rows: next[BILLING_FIELD] ? billingRows(next[BILLING_FIELD], next) : [],
              factura: invoice?.numero ?? null,
              orderUrl: orderLinks(services.publicUrl).page(row.referencia),
            })
          : undefined;
      await db.transaction(async (tx) => {
        // Written over what was read only if nobody changed the order meanwhile.
        const [locked] = await tx.select({ envelope: orders.envelope }).from(orders).where(eq(orders.id, row.id)).for('update');
        if (!same(locked?.envelope, row.envelope)) throw new Refusal(409, 'El pedido ha cambiado mientras tanto. Recarga la página.');
        await tx
          .update(orders)
          .set({ envelope: envelopeWith(row.envelope as Record<string, unknown>, changed), updatedAt: new Date() })
          .where(eq(orders.id, row.id));
        const before = Object.fromEntries(Object.keys(changed).map((name) => [name, data[name] ?? null]));
        await writeAudit(tx, actor, 'order.client', 'order', row.numero, before, { ...changed, avisado: Boolean(notice) });
        if (notice) await services.outbox.queueMail(notice, tx);
      });
      return { cambios: Object.keys(changed), avisado: Boolean(notice), factura: invoice?.numero ?? null };
    },

    /**
     * A corrective invoice naming the client as the order now does (amounts zero, 'por
     * diferencias'), mailed to them with its PDF. Refused when the invoice already names them so.
     */
    async correctInvoice(numero: string, reason: string, actor: Actor) {
      const { row, data } = await load(numero);
      const invoice = await invoiceOf(row.id);
      if (!invoice) throw new Refusal(409, 'Este pedido no tiene factura: se emitirá con los datos nuevos.');
      const holder = invoiceHolderOf(data) ?? null;
      if (!holder) throw new Refusal(409, 'El pedido no tiene datos de facturación con NIF: complétalos antes de rectificar la factura.');
      // As the invoice names the client now: the latest correction of their data, or the invoice itself.
      const [latest] = await db.select({ client: invoices.client }).from(invoices).where(eq(invoices.orderId, row.id)).orderBy(desc(invoices.id)).limit(1);
      if (same(holder, latest?.client ?? invoice.client))
        throw new Refusal(409, `La factura ${invoice.numero} ya tiene estos datos: no hay nada que rectificar.`);
      const email = String(data.email ?? '');
      const issued = await db.transaction(async (tx) => {
        // The order first, as every change to it locks it (services/invoices.ts), then the chain.
        const [locked] = await tx.select().from(orders).where(eq(orders.id, row.id)).for('update');
        const made = await services.invoices.issueCorrectiveIn(tx, locked!, { amountCents: 0, reason, actor, client: holder });
        if (email) {
          const notice = await correctedInvoiceMail({
            email,
            numero: row.numero,
            factura: invoice.numero,
            rectificativa: made.numero,
            orderUrl: orderLinks(services.publicUrl).page(row.referencia),
          });
          await services.outbox.queueMail({ ...notice, attachments: [made.attachment] }, tx);
        }
        return made;
      });
      return { numero: issued.numero, avisado: Boolean(email) };
    },
  };
}

export type ClientEdit = ReturnType<typeof createClientEdit>;
