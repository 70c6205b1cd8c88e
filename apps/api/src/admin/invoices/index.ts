import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { company } from '@shop/settings';
import type { TipoRectificativa } from '@shop/invoicing';
import { Refusal } from '../../services/refusal';
import {
  camposOf,
  invoicesIn,
  recordOf,
  recordsXml,
  submissionCounts,
  totalsOf,
  verifyStoredChains,
  type ListedInvoice,
  type Period,
} from '../../services/invoice-queries';
import { officeDayEnd, officeDayStart } from '../office-time';
import * as schemas from './schemas';
import type { RouteKit } from '../route-kit';

const NOT_FOUND = 'No existe esa factura.';

const periodOf = (query: { desde?: string | undefined; hasta?: string | undefined }): Period => ({
  from: query.desde ? officeDayStart(query.desde) : undefined,
  to: query.hasta ? officeDayEnd(query.hasta) : undefined,
});

const clientOf = (row: ListedInvoice) => (row.client ?? {}) as { nombre?: string; nif?: string };

const listedOf = (row: ListedInvoice) => ({
  numero: row.numero,
  tipo: row.tipo,
  pedido: row.pedido,
  fecha: row.fechaExpedicion,
  cliente: clientOf(row).nombre ?? '',
  nif: clientOf(row).nif ?? '',
  tipoIva: row.vatRatePercent,
  baseCentimos: row.baseCents,
  ivaCentimos: row.vatCents,
  suplidosCentimos: row.suplidosCents,
  totalCentimos: row.totalCents,
  rectifica: row.rectifica,
  envio: row.envio ?? 'pendiente',
  envioError: row.envioError,
});

/** '1234,56': amounts as Spanish spreadsheets read numbers. */
const decimal = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * The invoices in the back office (DECISIONS §12): by period with the accountant's totals, their
 * CSV and their records' XML, each record as AEAT names its fields, the chain check, and
 * corrective invoices (admins only, audited).
 */
export async function adminInvoiceRoutes(instance: FastifyInstance, { access, actorOf, sendCsv }: RouteKit) {
  const admin = instance.withTypeProvider<ZodTypeProvider>();
  const { db, invoices, verifactuSender } = instance;

  admin.get('/api/admin/invoices', { config: access('staff'), schema: schemas.invoiceList }, async (request, reply) => {
    const rows = await invoicesIn(db, periodOf(request.query));
    const counts = await submissionCounts(db);
    const pendientes = counts.pendiente ?? 0;
    const rechazados = counts.rechazado ?? 0;
    const totals = totalsOf(rows);
    reply.header('cache-control', 'no-store');
    return {
      facturas: rows.map(listedOf),
      totales: {
        facturas: totals.facturas,
        porTipoIva: totals.porTipoIva.map((rate) => ({ tipoIva: rate.tipoIva, baseCentimos: rate.baseCents, ivaCentimos: rate.vatCents })),
        suplidosCentimos: totals.suplidosCents,
        totalCentimos: totals.totalCents,
      },
      verifactu: {
        entorno: verifactuSender.environment,
        certificado: verifactuSender.configured,
        pendientes,
        rechazados,
        // Staff are told when records wait (DECISIONS §12: without a certificate they are not sent).
        aviso: !verifactuSender.configured
          ? `No hay certificado de la empresa configurado (VERIFACTU_CERT_PATH): ${pendientes} registros esperan su envío a la AEAT.`
          : rechazados > 0
            ? `La AEAT ha rechazado ${rechazados} registros: revísalos y corrígelos con una factura rectificativa.`
            : null,
      },
    };
  });

  // Streamed and binary answers are typed by hand: their schemas cover the query and the refusals only.
  instance.get<{ Querystring: { desde?: string; hasta?: string } }>(
    '/api/admin/invoices.csv',
    { config: access('staff'), schema: schemas.invoiceExport },
    async (request, reply) => {
      const rows = (await invoicesIn(db, periodOf(request.query))).map((row) => {
        const listed = listedOf(row);
        return {
          ...listed,
          tipoIva: `${listed.tipoIva} %`,
          base: decimal(listed.baseCentimos),
          iva: decimal(listed.ivaCentimos),
          suplidos: decimal(listed.suplidosCentimos),
          total: decimal(listed.totalCentimos),
          rectifica: listed.rectifica ?? '',
        };
      });
      const columns = {
        numero: 'Número',
        tipo: 'Tipo',
        fecha: 'Fecha de expedición',
        pedido: 'Pedido',
        cliente: 'Cliente',
        nif: 'NIF',
        base: 'Base imponible',
        tipoIva: 'Tipo de IVA',
        iva: 'Cuota de IVA',
        suplidos: 'Suplidos',
        total: 'Total',
        rectifica: 'Rectifica',
        envio: 'Envío a la AEAT',
      };
      return sendCsv(reply, 'facturas.csv', columns, rows);
    },
  );

  instance.get<{ Querystring: { desde?: string; hasta?: string } }>(
    '/api/admin/invoices.xml',
    { config: access('staff'), schema: schemas.invoiceExport },
    async (request, reply) => {
      const { count, xml } = await recordsXml(db, periodOf(request.query), { nif: company.taxId, nombre: company.legalName });
      if (count === 0) throw new Refusal(404, 'No hay registros de facturación en ese periodo.');
      if (!xml) throw new Refusal(400, `El periodo tiene ${count} registros; un fichero admite 1000: elige un periodo más corto.`);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', 'attachment; filename="registros-verifactu.xml"')
        .header('cache-control', 'no-store')
        .send(xml);
    },
  );

  admin.get('/api/admin/invoices/:numero/record', { config: access('staff'), schema: schemas.invoiceRecord }, async (request, reply) => {
    const found = await recordOf(db, request.params.numero);
    if (!found) throw new Refusal(404, NOT_FOUND);
    const { record, submission } = found;
    reply.header('cache-control', 'no-store');
    return {
      ...camposOf(record),
      Huella: record.huella,
      qr: record.qrUrl,
      envio: {
        estado: submission?.status ?? 'pendiente',
        intentos: submission?.attempts ?? 0,
        csv: submission?.csv ?? null,
        error: submission?.lastError ?? null,
      },
      xml: record.xml,
    };
  });

  instance.get<{ Params: { numero: string } }>(
    '/api/admin/invoices/:numero/pdf',
    { config: access('staff'), schema: schemas.invoicePdf },
    async (request, reply) => {
      const pdf = await invoices.pdf(request.params.numero);
      if (!pdf) throw new Refusal(404, NOT_FOUND);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="factura-${request.params.numero}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  admin.post('/api/admin/invoices/verify-chain', { config: access('staff'), schema: schemas.verifyChain }, async () => {
    const check = await verifyStoredChains(db);
    return { ok: check.ok, registros: check.count, rotura: check.ok ? null : { factura: check.at, motivo: check.reason } };
  });

  admin.post('/api/admin/invoices/:numero/rectificativa', { config: access('admin'), schema: schemas.corrective }, async (request) => {
    const pedido = await invoices.orderOf(request.params.numero);
    if (!pedido) throw new Refusal(404, NOT_FOUND);
    const issued = await invoices.issueCorrective(pedido, {
      amountCents: request.body.centimos,
      reason: request.body.motivo,
      type: request.body.tipo as TipoRectificativa,
      actor: actorOf(request),
    });
    return { ok: true, numero: issued.numero };
  });
}
