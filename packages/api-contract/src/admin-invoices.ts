import * as z from 'zod';

/** A row of the back office's invoice book (DECISIONS §12). */
export const listedInvoice = z.object({
  numero: z.string(),
  tipo: z.string(),
  pedido: z.string(),
  fecha: z.string(),
  cliente: z.string(),
  nif: z.string(),
  tipoIva: z.number(),
  baseCentimos: z.number().int(),
  ivaCentimos: z.number().int(),
  suplidosCentimos: z.number().int(),
  totalCentimos: z.number().int(),
  rectifica: z.string().nullable(),
  envio: z.string(),
  envioError: z.string().nullable(),
});
export type ListedInvoice = z.infer<typeof listedInvoice>;

/** `GET /api/admin/invoices`: a period's invoices, their totals and where VERI*FACTU sending stands. */
export const invoiceList = z.object({
  facturas: z.array(listedInvoice),
  totales: z.object({
    facturas: z.number().int(),
    porTipoIva: z.array(z.object({ tipoIva: z.number(), baseCentimos: z.number().int(), ivaCentimos: z.number().int() })),
    suplidosCentimos: z.number().int(),
    totalCentimos: z.number().int(),
  }),
  verifactu: z.object({
    entorno: z.enum(['test', 'production']),
    certificado: z.boolean(),
    pendientes: z.number().int(),
    rechazados: z.number().int(),
    aviso: z.string().nullable(),
  }),
});
export type InvoiceList = z.infer<typeof invoiceList>;
