import * as z from 'zod';
import { CORRECTIVE_TYPES } from '@shop/invoicing';
import { refusals } from '../../routes/api-schemas';
import { isCalendarDate } from '../office-time';
import * as answers from '@shop/api-contract';

/** The invoices' back-office routes (invoices/index.ts) as zod schemas, as each area's schemas.ts does its own (schema-kit.ts). */

const guarded = (...codes: number[]) => refusals(400, 401, 403, ...codes);
const officeDay = z.string().refine((text) => text === '' || isCalendarDate(text), { message: 'Fecha no válida: usa el formato AAAA-MM-DD.' });

export const period = z
  .object({ desde: officeDay.optional(), hasta: officeDay.optional() })
  .refine(({ desde, hasta }) => !desde || !hasta || desde <= hasta, { path: ['hasta'], message: 'Las fechas están al revés: «Hasta» es anterior a «Desde».' });

const numero = z.object({ numero: z.string().regex(/^[FR]\d{4}-\d{6,}$/, 'Número de factura no válido.') });

export const invoiceList = {
  querystring: period,
  response: {
    200: answers.invoiceList,
    ...guarded(),
  },
};

/** Streamed or binary answers: their schemas cover what comes in and the refusals. */
export const invoiceExport = { querystring: period, response: guarded(404) };
export const invoicePdf = { params: numero, response: guarded(404) };

export const invoiceRecord = {
  params: numero,
  response: {
    200: z.object({
      IDEmisorFactura: z.string(),
      NumSerieFactura: z.string(),
      FechaExpedicionFactura: z.string(),
      TipoFactura: z.string(),
      CuotaTotal: z.string(),
      ImporteTotal: z.string(),
      Huella: z.string(),
      HuellaAnterior: z.string(),
      FechaHoraHusoGenRegistro: z.string(),
      qr: z.string(),
      envio: z.object({ estado: z.string(), intentos: z.number().int(), csv: z.string().nullable(), error: z.string().nullable() }),
      xml: z.string(),
    }),
    ...guarded(404),
  },
};

export const verifyChain = {
  response: {
    200: z.object({ ok: z.boolean(), registros: z.number().int(), rotura: z.object({ factura: z.string(), motivo: z.string() }).nullable() }),
    ...guarded(),
  },
};

export const corrective = {
  params: numero,
  body: z.object({
    tipo: z.enum(CORRECTIVE_TYPES, 'Elige el tipo de rectificativa (R1 a R5).'),
    centimos: z.number({ error: 'Indica un importe.' }).int('Indica el importe en céntimos.').positive('El importe debe ser mayor que cero.'),
    motivo: z.string().trim().min(1, 'Indica el motivo de la rectificación.').max(300, 'El motivo es demasiado largo (máximo 300 caracteres).'),
  }),
  response: { 200: z.object({ ok: z.boolean(), numero: z.string() }), ...guarded(404, 409) },
};
