import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { verifyChain, regFactuSistemaFacturacion, MAX_RECORDS_PER_SUBMISSION, type ChainCheck } from '@shop/invoicing';
import type { Db } from '../db/client';
import { invoices, verifactuRecords, verifactuSubmissions } from '../db/schema';
import type { RecordRow } from './invoice-chain';

/** What the accountant and staff read of the invoices (DECISIONS §12): lists, totals, records, the chain. */

export interface Period {
  /** Instants, the end exclusive (the office's days, admin/office-time.ts). */
  from?: Date | undefined;
  to?: Date | undefined;
}

const inPeriod = (period: Period): SQL | undefined => {
  const conditions: SQL[] = [];
  if (period.from) conditions.push(gte(invoices.issuedAt, period.from));
  if (period.to) conditions.push(lt(invoices.issuedAt, period.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
};

/** The period's invoices in the order they were issued, each with its record's submission state. */
export function invoicesIn(db: Db, period: Period) {
  return db
    .select({
      numero: invoices.numero,
      tipo: invoices.tipo,
      pedido: invoices.orderNumero,
      fechaExpedicion: invoices.fechaExpedicion,
      issuedAt: invoices.issuedAt,
      client: invoices.client,
      suplidosCents: invoices.suplidosCents,
      baseCents: invoices.baseCents,
      vatCents: invoices.vatCents,
      totalCents: invoices.totalCents,
      vatRatePercent: invoices.vatRatePercent,
      rectifica: sql<string | null>`(SELECT corrected.numero FROM invoices AS corrected WHERE corrected.id = ${invoices.correctsInvoiceId})`,
      reason: invoices.reason,
      huella: verifactuRecords.huella,
      envio: verifactuSubmissions.status,
      envioError: verifactuSubmissions.lastError,
    })
    .from(invoices)
    .innerJoin(verifactuRecords, eq(verifactuRecords.invoiceId, invoices.id))
    .leftJoin(verifactuSubmissions, eq(verifactuSubmissions.recordId, verifactuRecords.id))
    .where(inPeriod(period))
    .orderBy(asc(verifactuRecords.id));
}

export type ListedInvoice = Awaited<ReturnType<typeof invoicesIn>>[number];

/** The accountant's totals: base and VAT per VAT rate, the suplidos apart, and the total, corrections included. */
export function totalsOf(rows: readonly ListedInvoice[]) {
  const byRate = new Map<number, { baseCents: number; vatCents: number }>();
  let suplidosCents = 0;
  let totalCents = 0;
  for (const row of rows) {
    const rate = byRate.get(row.vatRatePercent) ?? { baseCents: 0, vatCents: 0 };
    rate.baseCents += row.baseCents;
    rate.vatCents += row.vatCents;
    byRate.set(row.vatRatePercent, rate);
    suplidosCents += row.suplidosCents;
    totalCents += row.totalCents;
  }
  return {
    facturas: rows.length,
    porTipoIva: [...byRate.entries()].sort(([a], [b]) => b - a).map(([tipoIva, sums]) => ({ tipoIva, ...sums })),
    suplidosCents,
    totalCents,
  };
}

/** Records waiting for AEAT and records AEAT refused, for the back office's warning. */
export async function submissionCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: verifactuSubmissions.status, count: sql<number>`count(*)::int` })
    .from(verifactuSubmissions)
    .groupBy(verifactuSubmissions.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

export async function recordOf(db: Db, numero: string) {
  const [row] = await db
    .select({ record: verifactuRecords, submission: verifactuSubmissions })
    .from(verifactuRecords)
    .leftJoin(verifactuSubmissions, eq(verifactuSubmissions.recordId, verifactuRecords.id))
    .where(eq(verifactuRecords.numSerie, numero));
  return row;
}

/** A stored record with its fields named as AEAT's specification names them. */
export function camposOf(record: RecordRow) {
  return {
    IDEmisorFactura: record.idEmisor,
    NumSerieFactura: record.numSerie,
    FechaExpedicionFactura: record.fechaExpedicion,
    TipoFactura: record.tipoFactura,
    CuotaTotal: record.cuotaTotal,
    ImporteTotal: record.importeTotal,
    HuellaAnterior: record.huellaAnterior,
    FechaHoraHusoGenRegistro: record.generatedAt,
  };
}

/**
 * Every record of every issuer, each chain walked from its first record along `previous_id`:
 * recomputes each fingerprint and link (chain.ts), and finds records the walk never reaches.
 */
export async function verifyStoredChains(db: Db): Promise<ChainCheck> {
  const records = await db.select().from(verifactuRecords).orderBy(asc(verifactuRecords.id));
  const next = new Map(records.filter((record) => record.previousId !== null).map((record) => [record.previousId!, record]));
  let count = 0;
  for (const first of records.filter((record) => record.previousId === null)) {
    const walk: RecordRow[] = [];
    for (let record: RecordRow | undefined = first; record; record = next.get(record.id)) walk.push(record);
    const check = verifyChain(walk.map((record) => ({ numSerie: record.numSerie, campos: camposOf(record), huella: record.huella })));
    if (!check.ok) return { ...check, count: count + check.count };
    count += check.count;
  }
  if (count !== records.length) {
    const reached = new Set<number>();
    for (const first of records.filter((record) => record.previousId === null))
      for (let record: RecordRow | undefined = first; record; record = next.get(record.id)) reached.add(record.id);
    const lost = records.find((record) => !reached.has(record.id));
    return { ok: false, count, at: lost?.numSerie ?? '', reason: `El registro de ${lost?.numSerie} no está en ninguna cadena.` };
  }
  return { ok: true, count };
}

/**
 * The period's records as one submission document (SuministroLR.xsd), for the accountant: none
 * when the period has no record or more than one document may hold (1000).
 */
export async function recordsXml(db: Db, period: Period, obligado: { nif: string; nombre: string }): Promise<{ count: number; xml?: string }> {
  const rows = await db
    .select({ xml: verifactuRecords.xml })
    .from(verifactuRecords)
    .innerJoin(invoices, eq(invoices.id, verifactuRecords.invoiceId))
    .where(inPeriod(period))
    .orderBy(asc(verifactuRecords.id));
  if (rows.length === 0 || rows.length > MAX_RECORDS_PER_SUBMISSION) return { count: rows.length };
  return {
    count: rows.length,
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n${regFactuSistemaFacturacion(
      obligado,
      rows.map((row) => row.xml),
    )}`,
  };
}
