/**
 * The trademark types' names and default surcharges (spec-1 §3): what prices and envelopes need.
 * Descriptions and drawings live in trademark-types.ts, loaded only where the types are shown.
 */
export const trademarkTypeIds = [
  'denominativa',
  'figurativa',
  'tridimensional',
  'posicion',
  'patron',
  'color',
  'sonido',
  'movimiento',
  'multimedia',
  'holograma',
] as const;

export type TrademarkTypeId = (typeof trademarkTypeIds)[number];

export interface TrademarkTypeName {
  id: TrademarkTypeId;
  /** Upper-case display name. */
  name: string;
  /** Default surcharge over the base price, in EUR cents (the catalogue may override it). */
  defaultSurchargeCents: number;
}

export const trademarkTypeNames: readonly TrademarkTypeName[] = [
  { id: 'denominativa', name: 'DENOMINATIVA', defaultSurchargeCents: 0 },
  { id: 'figurativa', name: 'FIGURATIVA', defaultSurchargeCents: 0 },
  { id: 'tridimensional', name: 'TRIDIMENSIONAL', defaultSurchargeCents: 12000 },
  { id: 'posicion', name: 'DE POSICIÓN', defaultSurchargeCents: 15000 },
  { id: 'patron', name: 'PATRÓN', defaultSurchargeCents: 8000 },
  { id: 'color', name: 'COLOR', defaultSurchargeCents: 8000 },
  { id: 'sonido', name: 'SONIDO', defaultSurchargeCents: 15000 },
  { id: 'movimiento', name: 'DE MOVIMIENTO', defaultSurchargeCents: 15000 },
  { id: 'multimedia', name: 'MULTIMEDIA', defaultSurchargeCents: 15000 },
  { id: 'holograma', name: 'HOLOGRAMA', defaultSurchargeCents: 20000 },
];

export function trademarkTypeNameById(id: string): TrademarkTypeName | undefined {
  return trademarkTypeNames.find((type) => type.id === id);
}

export function isTrademarkTypeId(value: unknown): value is TrademarkTypeId {
  return typeof value === 'string' && (trademarkTypeIds as readonly string[]).includes(value);
}
