import { eq } from 'drizzle-orm';
import {
  countryCodeOf,
  fechaAeat,
  fechaHoraHuso,
  invoiceNumber,
  issuerYear,
  qrUrl,
  registroAlta,
  seriesOf,
  type AeatEnvironment,
  type Destinatario,
  type InvoiceBody,
  type SistemaInformatico,
  type TipoFactura,
} from '@shop/invoicing';
import type { Db } from '../db/client';
import { invoiceSeries, invoices, verifactuChain, verifactuRecords, verifactuSubmissions } from '../db/schema';
import { renderInvoicePdf, type PrintableInvoice } from './invoice-pdf';
import type { FileStore } from './storage';

/** The database or the transaction of what issues the invoice (the payment's settlement). */
export type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

export type InvoiceRow = typeof invoices.$inferSelect;
export type RecordRow = typeof verifactuRecords.$inferSelect;

export interface StoredIssuer {
  legalName: string;
  taxId: string;
  address: string;
  email: string;
}

export type StoredClient = PrintableInvoice['client'];

/** An invoice about to be issued: everything but its number, date and record. */
export interface InvoiceDraft {
  orderId: number;
  pedido: string;
  descripcion: string;
  tipo: TipoFactura;
  sinIdentificarDestinatario: boolean;
  client: StoredClient;
  body: InvoiceBody;
  corrects?: { id: number; numero: string; fechaExpedicion: string; reason: string } | undefined;
}

export interface ChainSettings {
  /** Where invoice PDFs are kept: the data folder or the shared bucket (services/storage). */
  pdfs: FileStore;
  environment: AeatEnvironment;
  issuer: StoredIssuer;
  sistema: SistemaInformatico;
}

/** Written whole (a local file by rename, an object in one put): a reader never sees half a PDF. */
export async function storePdf(pdfs: FileStore, pdfPath: string, pdf: Buffer): Promise<void> {
  await pdfs.putBytes(pdfPath, pdf, { contentType: 'application/pdf' });
}

export function printableOf(invoice: InvoiceRow, record: Pick<RecordRow, 'qrUrl'>, corrects?: { numero: string; fechaExpedicion: string }): PrintableInvoice {
  return {
    numero: invoice.numero,
    tipo: invoice.tipo,
    fechaExpedicion: invoice.fechaExpedicion,
    issuedAt: invoice.issuedAt,
    issuer: invoice.issuer as StoredIssuer,
    client: invoice.client as StoredClient,
    lines: invoice.lines as PrintableInvoice['lines'],
    suplidosCents: invoice.suplidosCents,
    baseCents: invoice.baseCents,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
    vatRatePercent: invoice.vatRatePercent,
    corrects: corrects ? { ...corrects, reason: invoice.reason ?? '' } : undefined,
    pedido: invoice.orderNumero,
    qrUrl: record.qrUrl,
  };
}

const destinatarioOf = (client: StoredClient): Destinatario | undefined =>
  client && 'nif' in client ? { nombre: client.nombre, nif: client.nif, pais: client.codigoPais ?? countryCodeOf(client.pais) } : undefined;

/**
 * Issues an invoice inside the caller's transaction: locks the head of the issuer's VERI*FACTU
 * chain (every issuing transaction takes this lock first, so invoices are numbered and chained one
 * at a time in the order they are made, PostgreSQL's concurrent payments included; PGlite has one
 * connection anyway), takes the next number of its yearly series, makes the registration record
 * chained to the previous one, stores the PDF and queues the record for AEAT. Rolled back with the
 * payment, the number is not used: numbers have no gaps (RD 1619/2012 art. 6.1.a).
 */
export async function appendInvoice(tx: Executor, settings: ChainSettings, draft: InvoiceDraft): Promise<{ invoice: InvoiceRow; record: RecordRow }> {
  const nif = settings.issuer.taxId;
  await tx.insert(verifactuChain).values({ idEmisor: nif, lastRecordId: null }).onConflictDoNothing();
  const [head] = await tx.select().from(verifactuChain).where(eq(verifactuChain.idEmisor, nif)).for('update');
  const [previous] = head?.lastRecordId ? await tx.select().from(verifactuRecords).where(eq(verifactuRecords.id, head.lastRecordId)) : [];

  // Dated once the lock is held: records are generated in the order of the chain.
  const issuedAt = new Date();
  const year = issuerYear(issuedAt);
  const series = seriesOf(draft.tipo, year);
  await tx.insert(invoiceSeries).values({ series, lastNumber: 0 }).onConflictDoNothing();
  const [counter] = await tx.select().from(invoiceSeries).where(eq(invoiceSeries.series, series)).for('update');
  const number = (counter?.lastNumber ?? 0) + 1;
  await tx.update(invoiceSeries).set({ lastNumber: number }).where(eq(invoiceSeries.series, series));
  const numero = invoiceNumber(series, number);
  const fecha = fechaAeat(issuedAt);

  const { totals } = draft.body;
  const record = registroAlta({
    emisor: { nif, nombre: settings.issuer.legalName },
    factura: { numSerie: numero, fechaExpedicion: fecha },
    tipo: draft.tipo,
    descripcion: draft.descripcion,
    destinatario: destinatarioOf(draft.client),
    sinIdentificarDestinatario: draft.sinIdentificarDestinatario,
    rectificada: draft.corrects ? { numSerie: draft.corrects.numero, fechaExpedicion: draft.corrects.fechaExpedicion } : undefined,
    baseCents: totals.baseCents,
    vatCents: totals.vatCents,
    suplidosCents: totals.suplidosCents,
    vatRatePercent: draft.body.vatRatePercent,
    anterior: previous ? { numSerie: previous.numSerie, fechaExpedicion: previous.fechaExpedicion, huella: previous.huella } : undefined,
    sistema: settings.sistema,
    fechaHoraHusoGenRegistro: fechaHoraHuso(issuedAt),
  });
  const qr = qrUrl(settings.environment, { nif, numserie: numero, fecha, importe: record.campos.ImporteTotal });
  const pdfPath = `${year}/${numero}.pdf`;

  const [invoice] = await tx
    .insert(invoices)
    .values({
      numero,
      series,
      year,
      number,
      orderId: draft.orderId,
      tipo: draft.tipo,
      issuedAt,
      fechaExpedicion: fecha,
      orderNumero: draft.pedido,
      // The issuer as it was that day: the PDF made again later still names it.
      issuer: settings.issuer,
      client: draft.client,
      lines: draft.body.lines,
      suplidosCents: totals.suplidosCents,
      baseCents: totals.baseCents,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      vatRatePercent: draft.body.vatRatePercent,
      correctsInvoiceId: draft.corrects?.id ?? null,
      reason: draft.corrects?.reason ?? null,
      pdfPath,
    })
    .returning();
  const [stored] = await tx
    .insert(verifactuRecords)
    .values({
      invoiceId: invoice!.id,
      idEmisor: nif,
      numSerie: numero,
      fechaExpedicion: fecha,
      tipoFactura: draft.tipo,
      cuotaTotal: record.campos.CuotaTotal,
      importeTotal: record.campos.ImporteTotal,
      huella: record.huella,
      huellaAnterior: record.campos.HuellaAnterior,
      previousId: previous?.id ?? null,
      generatedAt: record.campos.FechaHoraHusoGenRegistro,
      qrUrl: qr,
      xml: record.xml,
    })
    .returning();
  await tx.update(verifactuChain).set({ lastRecordId: stored!.id }).where(eq(verifactuChain.idEmisor, nif));
  await tx.insert(verifactuSubmissions).values({ recordId: stored!.id });
  // The PDF exists before the payment commits, so the receipt's attachment is there when the mail
  // goes. A PDF that cannot be made or stored now (a full disk) must not refuse the payment: it is
  // made again from the stored invoice when it is first asked for (invoices.ts).
  try {
    await storePdf(settings.pdfs, pdfPath, await renderInvoicePdf(printableOf(invoice!, stored!, draft.corrects)));
  } catch (error) {
    console.error(`No se ha podido guardar el PDF de la factura ${numero}; se generará al pedirlo:`, error);
  }
  return { invoice: invoice!, record: stored! };
}
