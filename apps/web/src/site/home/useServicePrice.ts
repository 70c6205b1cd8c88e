import { useEffect, useState } from 'react';
import { formatEur } from '@shop/money';
import type { ServiceInfo } from '@shop/settings/services';
import { fetchCataloguePrice } from '../../api/catalogue';
import { hasFlow } from '../serviceRoutes';

/**
 * A service's 'Desde' price: the catalogue's figure when its order flow is live (DECISIONS §1),
 * the spec's seed figure until it answers or when it cannot.
 */
export function useServicePrice(service: ServiceInfo | undefined): string {
  const seed = service?.price?.cents;
  const [cents, setCents] = useState(seed);
  useEffect(() => {
    if (!service?.catalogueKey || !hasFlow(service.flowId)) return;
    let live = true;
    void fetchCataloguePrice(service.flowId, service.catalogueKey).then((figure) => {
      if (live && figure !== undefined) setCents(figure);
    });
    return () => {
      live = false;
    };
  }, [service]);
  if (cents === undefined) return 'Presupuesto a medida';
  return `${service?.price?.from ? 'Desde ' : ''}${formatEur(cents)}`;
}
