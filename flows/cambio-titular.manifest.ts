import type { FlowManifest } from './parts/manifest';

/** Owner change: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'cambio-titular',
  routes: ['/otros-servicios/cambio-de-titular-marcas-y-patentes'],
  shortPaths: ['/cambio-titular'],
  title: 'Cambio de Titular',
  services: [
    { group: 'otros', column: 'gestion', summary: 'Inscribe la transmisión de una marca, patente, diseño o modelo de utilidad.', price: { key: 'base' } },
  ],
  load: () => import('./cambio-titular'),
};

export default manifest;
