import { buffer } from 'node:stream/consumers';
import type { FileStore } from './storage';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { company } from '@shop/settings';
import { formatEur } from '@shop/money';
import {
  CORRECTIVE_TYPES,
  facturacionOf,
  invoiceBodyOf,
  invoiceKindOf,
  mayCorrect,
  refundLine,
  type AeatEnvironment,
  type PriceLine,
  type SistemaInformatico,
  type TipoRectificativa,
} from '@shop/invoicing';
import type { Db } from '../db/client';
import { invoices, orders, verifactuRecords } from '../db/schema';
import { writeAudit, type Actor } from '../admin/audit/log';
import { Refusal } from './refusal';
import type { OrderRow } from './orders';
import { appendInvoice, printableOf, storePdf, type ChainSettings, type Executor, type InvoiceRow, type StoredClient } from './invoice-chain';
import { renderInvoicePdf } from './invoice-pdf';

export interface InvoiceOptions {
  /** Where invoice PDFs are kept (the file store's invoices area). */
  pdfs: FileStore;
  /** Which AEAT host the QR points at (VERIFACTU_ENV). */
  environment: AeatEnvironment;
}

/** What the receipt mail and the order page need of an issued invoice. */
export interface IssuedInvoice {
  numero: string;
  tipo: string;
  /** The outbox's reference to the PDF: the relay reads it when it sends (mail/relay.ts). */
  attachment: { filename: string; contentType: string; ref: string };
}

const ORDINARY = ['F1', 'F2'];

/** Where the visitor downloads an order's invoice: by the order's secret reference, as its page (DECISIONS §10). */
export const invoiceUrlOf = (referencia: string) => `/api/pedido/${encodeURIComponent(referencia)}/factura`;
const ATTACHMENT_PREFIX = 'invoice:';

/** The shop as the invoicing system it is (SistemaInformaticoType): made and used by the consultancy itself. */
const sistemaOf = (): SistemaInformatico => ({
  nombreRazon: company.legalName,
  nif: company.taxId,
  nombre: 'Tienda online Registro de Marcas',
  id: 'RM',
  version: '1.0',
  numeroInstalacion: '1',
});

/**
 * The order's price lines as the server stored them (VAT included, each with its official fees
 * when the catalogue says them); when they do not add up to what was paid (a quote staff priced as
 * one figure), one line of the service at the amount paid.
 */
function priceLinesOf(order: OrderRow): PriceLine[] {
  const raw = (order.envelope as { lineas?: unknown }).lineas;
  const lines = (Array.isArray(raw) ? raw : []).flatMap((line: unknown) => {
    const { label, cents, suplidosCents } = (line ?? {}) as Record<string, unknown>;
    if (typeof label !== 'string' || typeof cents !== 'number') return [];
    const suplidos = typeof suplidosCents === 'number' && suplidosCents >= 0 && suplidosCents <= cents ? suplidosCents : 0;
    return [{ label, cents, suplidosCents: suplidos }];
  });
  const sum = lines.reduce((total, line) => total + line.cents, 0);
  return lines.length > 0 && sum === order.totalCents ? lines : [{ label: order.producto, cents: order.totalCents, suplidosCents: 0 }];
}

const applicantOf = (envelope: Record<string, unknown>) =>
  [envelope.name, envelope.lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ')
    .trim();

const issued = (invoice: Pick<InvoiceRow, 'numero' | 'tipo'>): IssuedInvoice => ({
  numero: invoice.numero,
  tipo: invoice.tipo,
  attachment: { filename: `factura-${invoice.numero}.pdf`, contentType: 'application/pdf', ref: `${ATTACHMENT_PREFIX}${invoice.numero}` },
});

/** What a corrective invoice corrects: an amount (a refund), or the client's data (`client`, amounts zero). */
export interface Correction {
  amountCents: number;
  reason: string;
  /** Unset: R5 for a simplified invoice; R1 for the client's data (an error in the invoice); R4 otherwise (a refund). */
  type?: TipoRectificativa | undefined;
  actor?: Actor | undefined;
  /**
   * The client's data as they should have been (RD 1619/2012 art. 15.1): a corrective invoice 'por
   * diferencias' with zero amounts naming the client anew; a simplified invoice names nobody, so it
   * cannot be corrected this way.
   */
  client?: StoredClient | undefined;
}

/** Invoices (DECISIONS §12): issued with the payment, corrected only by corrective invoices, served as PDF. */
export function createInvoices(db: Db, options: InvoiceOptions) {
  const settings = (): ChainSettings => ({
    pdfs: options.pdfs,
    environment: options.environment,
    issuer: { legalName: company.legalName, taxId: company.taxId, address: company.address, email: company.email },
    sistema: sistemaOf(),
  });

  async function correctIn(tx: Executor, order: OrderRow, correction: Correction): Promise<IssuedInvoice> {
    if (correction.type !== undefined && !CORRECTIVE_TYPES.includes(correction.type))
      throw new Refusal(400, 'El tipo de rectificativa debe ser R1, R2, R3, R4 o R5.');
    const reason = correction.reason.trim();
    if (reason === '') throw new Refusal(400, 'Indica el motivo de la rectificación.');
    const [original] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), inArray(invoices.tipo, ORDINARY)));
    if (!original) throw new Refusal(409, 'Ese pedido no tiene factura que rectificar.');
    const dataOnly = correction.client !== undefined;
    if (dataOnly && original.tipo === 'F2')
      throw new Refusal(
        409,
        `La factura ${original.numero} es simplificada y no nombra al cliente: sus datos no se corrigen con una rectificativa (haría falta una factura en sustitución, F3, que la tienda no emite).`,
      );
    const type = correction.type ?? (original.tipo === 'F2' ? 'R5' : dataOnly ? 'R1' : 'R4');
    if (!mayCorrect(type, original.tipo as 'F1' | 'F2')) {
      throw new Refusal(
        400,
        original.tipo === 'F2' ? 'Una factura simplificada se rectifica con el tipo R5.' : 'Una factura completa se rectifica con los tipos R1 a R4.',
      );
    }
    const [done] = await tx
      .select({ cents: sql<string>`coalesce(sum(${invoices.totalCents}), 0)` })
      .from(invoices)
      .where(eq(invoices.correctsInvoiceId, original.id));
    const left = original.totalCents + Number(done?.cents ?? 0);
    if (!dataOnly && (!Number.isSafeInteger(correction.amountCents) || correction.amountCents <= 0 || correction.amountCents > left)) {
      throw new Refusal(400, `El importe a rectificar debe estar entre 0,01 € y ${formatEur(left)}.`);
    }
    const concepto = `Rectificación de la factura ${original.numero}: ${reason}`;
    // A refund names the client as the latest correction of their data does, if any did.
    const [latest] = await tx
      .select({ client: invoices.client })
      .from(invoices)
      .where(or(eq(invoices.id, original.id), eq(invoices.correctsInvoiceId, original.id)))
      .orderBy(desc(invoices.id))
      .limit(1);
    const { invoice } = await appendInvoice(tx, settings(), {
      orderId: order.id,
      pedido: order.numero,
      descripcion: concepto,
      tipo: type,
      sinIdentificarDestinatario: false,
      client: dataOnly ? (correction.client ?? null) : ((latest?.client ?? original.client) as StoredClient),
      body: invoiceBodyOf([dataOnly ? { label: concepto, cents: 0, suplidosCents: 0 } : refundLine(original, correction.amountCents, concepto)]),
      corrects: { id: original.id, numero: original.numero, fechaExpedicion: original.fechaExpedicion, reason },
    });
    if (correction.actor) {
      await writeAudit(tx, correction.actor, 'invoice.corrective', 'invoice', invoice.numero, null, {
        rectifica: original.numero,
        tipo: type,
        importe: invoice.totalCents,
        motivo: reason,
        ...(dataOnly ? { datosCliente: correction.client } : {}),
      });
    }
    return issued(invoice);
  }

  async function pdf(numero: string): Promise<Buffer | undefined> {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.numero, numero));
    if (!invoice) return undefined;
    // A store that does not answer fails here (an error, not a lost file): nothing is made again.
    const stored = await options.pdfs.read(invoice.pdfPath);
    if (stored) return buffer(stored.body);
    // Lost (a restored backup, a new disk, a PDF the payment could not store): made again from the
    // stored invoice, the same PDF.
    const [record] = await db.select().from(verifactuRecords).where(eq(verifactuRecords.invoiceId, invoice.id));
    const [corrected] = invoice.correctsInvoiceId ? await db.select().from(invoices).where(eq(invoices.id, invoice.correctsInvoiceId)) : [];
    const made = await renderInvoicePdf(printableOf(invoice, record!, corrected));
    await storePdf(options.pdfs, invoice.pdfPath, made);
    return made;
  }

  return {
    /**
     * The order's invoice, issued in the payment's transaction (services/payments.ts `settle`); an
     * order already invoiced keeps its invoice, so a replayed notice never issues a second.
     */
    async issueInvoice(tx: Executor, order: OrderRow): Promise<IssuedInvoice> {
      const [existing] = await tx
        .select({ numero: invoices.numero, tipo: invoices.tipo })
        .from(invoices)
        .where(and(eq(invoices.orderId, order.id), inArray(invoices.tipo, ORDINARY)));
      if (existing) return issued(existing);
      const envelope = order.envelope as Record<string, unknown>;
      const facturacion = facturacionOf(envelope);
      const kind = invoiceKindOf({ totalCents: order.totalCents, facturacion });
      const applicant = applicantOf(envelope);
      const client: StoredClient = facturacion ?? (kind.sinIdentificarDestinatario && applicant ? { nombre: applicant } : null);
      const { invoice } = await appendInvoice(tx, settings(), {
        orderId: order.id,
        pedido: order.numero,
        descripcion: `${order.producto} (pedido ${order.numero})`,
        tipo: kind.tipo,
        sinIdentificarDestinatario: kind.sinIdentificarDestinatario,
        client,
        body: invoiceBodyOf(priceLinesOf(order)),
      });
      return issued(invoice);
    },

    /**
     * A corrective invoice (RD 1619/2012 art. 15; R1-R5) for `amountCents` of the order's invoice,
     * in the R series with its own record: a refund is a negative invoice, the first is never
     * edited. Never more than what is left of the invoice after earlier corrections.
     */
    async issueCorrective(orderNumero: string, correction: Correction): Promise<IssuedInvoice> {
      return db.transaction(async (tx) => {
        // The order first, as payments and staff actions lock it, then the chain (invoice-chain.ts).
        const [order] = await tx.select().from(orders).where(eq(orders.numero, orderNumero)).for('update');
        if (!order) throw new Refusal(404, 'No existe ningún pedido con ese número.');
        return correctIn(tx, order, correction);
      });
    },

    /** The same, inside a transaction that already holds the order (a refund records itself alongside). */
    issueCorrectiveIn: correctIn,

    /** The order's own invoice (F1 or F2), if any: the order page links it. */
    async ofOrder(orderId: number): Promise<{ numero: string } | undefined> {
      const [row] = await db
        .select({ numero: invoices.numero })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), inArray(invoices.tipo, ORDINARY)));
      return row;
    },

    pdf,

    /** The number of the order an invoice belongs to. */
    async orderOf(numero: string): Promise<string | undefined> {
      const [row] = await db.select({ pedido: invoices.orderNumero }).from(invoices).where(eq(invoices.numero, numero));
      return row?.pedido;
    },

    /** The outbox relay's reader of attachments: the invoice's PDF by its reference. */
    async attachment(ref: string): Promise<Buffer> {
      const found = ref.startsWith(ATTACHMENT_PREFIX) ? await pdf(ref.slice(ATTACHMENT_PREFIX.length)) : undefined;
      if (!found) throw new Error(`Adjunto desconocido: ${ref}`);
      return found;
    },
  };
}

export type Invoices = ReturnType<typeof createInvoices>;
