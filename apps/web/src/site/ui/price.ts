import { formatEur } from '@shop/money';
import type { ServiceInfo } from '@shop/settings/services';

/**
 * A service's figure: 'Desde 199,00 €', '450,00 €' or 'Presupuesto a medida' (DECISIONS §8 price
 * form); the spec's seed figure unless the catalogue's is given.
 */
export const priceLabel = (service: ServiceInfo, cents = service.price?.cents): string =>
  cents === undefined ? 'Presupuesto a medida' : `${service.price?.from ? 'Desde ' : ''}${formatEur(cents)}`;
