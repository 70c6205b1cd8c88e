import type { FlowManifest } from './parts/manifest';

/** Prior report: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'informe-previo',
  routes: ['/otros-servicios/informe-previo', '/otros-servicios/informe-previo-profesional'],
  shortPaths: ['/informe-previo'],
  title: 'Informe Previo Profesional',
  services: [
    { group: 'otros', column: 'gestion', summary: 'Antes de registrar, comprueba si tu marca choca con otras ya registradas.', price: { key: 'base' } },
  ],
  load: () => import('./informe-previo'),
};

export default manifest;
