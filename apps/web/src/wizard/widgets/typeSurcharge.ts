import type { TrademarkTypeName } from '@shop/ip-content/trademark-type-names';
import { priceOf, type Cents, type PriceTable } from '@shop/money';

/** Catalogue key of a trademark type's surcharge (spec-1 §3), as the trademark flows seed it. */
export const typePriceKey = (typeId: string) => `type:${typeId}`;

/**
 * The surcharge shown on a type tile and plan card. A catalogue without the key (a flow that does
 * not price types) falls back to the type's default instead of failing the whole step.
 */
export function typeSurchargeCents(prices: PriceTable, type: TrademarkTypeName): Cents {
  const key = typePriceKey(type.id);
  return key in prices ? priceOf(prices, key) : type.defaultSurchargeCents;
}
