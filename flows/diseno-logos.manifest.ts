import type { FlowManifest } from './parts/manifest';

/** Logo design: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'diseno-logos',
  routes: ['/otros-servicios/diseno-de-logos'],
  shortPaths: ['/diseno-logos'],
  title: 'Diseño de Logos',
  services: [{ group: 'otros', column: 'gestion', summary: 'Cinco propuestas de logotipo listas para registrar como marca.', price: { key: 'base' } }],
  load: () => import('./diseno-logos'),
};

export default manifest;
