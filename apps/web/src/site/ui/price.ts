import { formatEur } from '@shop/money';
import type { ServiceInfo } from '@shop/settings/services';

/** A service's spec figure: 'Desde 199,00 €', '450,00 €' or 'Presupuesto a medida' (DECISIONS §8 price form). */
export const priceLabel = (service: ServiceInfo): string =>
  service.price ? `${service.price.from ? 'Desde ' : ''}${formatEur(service.price.cents)}` : 'Presupuesto a medida';
