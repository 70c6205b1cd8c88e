import * as z from 'zod';

/** `GET /api/order?trans=`: the state of an order, for whoever holds its reference. */
export const orderStatus = z.object({
  numero: z.string(),
  producto: z.string(),
  estado: z.string(),
  total: z.number().int(),
  /** Paid, or moved on by staff after payment. */
  pagado: z.boolean(),
  /** The visitor may (still or again) pay it. */
  pagable: z.boolean(),
});
export type OrderStatus = z.infer<typeof orderStatus>;

/** An amount in cents and as the visitor reads it ('1.234,50 €'). */
const total = z.object({ centimos: z.number().int(), texto: z.string() });

/** `GET /api/pedido/{referencia}`: the visitor's order page (DECISIONS §10). */
export const orderPage = z.object({
  numero: z.string(),
  producto: z.string(),
  estado: z.string(),
  estadoTexto: z.string(),
  total,
  // What was ordered, as the office's mail describes it (apps/api/src/services/order-description.ts).
  solicitante: z.string(),
  solicitud: z.array(z.object({ etiqueta: z.string(), valor: z.string() })),
  /** A quote staff answered (DECISIONS §11): its price and staff's message, shown beside 'Pagar'; null otherwise. */
  presupuesto: z.object({ importe: z.string(), mensaje: z.string() }).nullable(),
  /** The office's number and days ('YYYY-MM-DD') once staff recorded them (DECISIONS §13); null before. */
  oficina: z.object({ numero: z.string(), presentacion: z.string(), publicacion: z.string().nullable(), concesion: z.string().nullable() }).nullable(),
  lineas: z.array(z.object({ concepto: z.string(), importe: z.string() })),
  /**
   * The total as the invoice reads it (DECISIONS §12): official fees passed through (suplidos), the
   * professional fee's base and VAT, in cents. Null when the order's lines do not say their official
   * fees (stored before they were kept, or a quote priced by staff as one figure).
   */
  desglose: z
    .object({ suplidosCentimos: z.number().int(), baseCentimos: z.number().int(), ivaCentimos: z.number().int(), totalCentimos: z.number().int() })
    .nullable(),
  archivos: z.array(z.object({ nombre: z.string(), bytes: z.number(), sha256: z.string() })),
  /** Documents the office handed the client (its filing receipt, the certificate): each one's name, download address and date. */
  documentos: z.array(z.object({ nombre: z.string(), url: z.string(), fecha: z.string() })),
  /**
   * The timeline in the client's words: states (no drafts, no payment pages opened, no gateway codes),
   * staff's notes to the client, and the office's facts (`estado` 'oficina'); the note may be empty.
   */
  historial: z.array(z.object({ estado: z.string(), texto: z.string(), nota: z.string(), fecha: z.string() })),
  /**
   * The deadlines of the right the order files or renews (DECISIONS §13), in the client's words: from
   * and until which day ('YYYY-MM-DD'), and the end of the time still allowed with a surcharge.
   * Empty until staff record the office's facts.
   */
  plazos: z.array(z.object({ tipo: z.string(), texto: z.string(), desde: z.string(), hasta: z.string(), finRecargo: z.string().nullable() })),
  /** Whether the visitor can (still or again) pay it. */
  pagable: z.boolean(),
  /** A quote request staff have not priced yet: it has no amount to show (its total is 0 until then). */
  presupuestoPendiente: z.boolean(),
  /** What the total includes, as its flow says ('IVA y tasas oficiales incluidos'). */
  totalIncluye: z.string(),
  /** DECISIONS §12: the invoice issued with the payment, and where its PDF is; null before. */
  factura: z.object({ numero: z.string(), url: z.string() }).nullable(),
});
export type OrderPageData = z.infer<typeof orderPage>;
