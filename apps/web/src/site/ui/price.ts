import { formatEur } from '@shop/money';
import type { ServiceInfo } from '@shop/settings/services';

/**
 * A service's figure: 'Desde 199,00 €', '450,00 €' or 'Presupuesto a medida' (DECISIONS §8 price
 * form). The figure is the catalogue's, given by the caller, or the one a service without a flow
 * states; a priced service whose figure could not be read shows none rather than a wrong one.
 */
export function priceLabel(service: ServiceInfo, cents = service.price && 'cents' in service.price ? service.price.cents : undefined): string {
  if (!service.price) return 'Presupuesto a medida';
  return cents === undefined ? '' : `${service.price.from ? 'Desde ' : ''}${formatEur(cents)}`;
}
