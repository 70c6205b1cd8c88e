import type { FlowManifest } from './parts/manifest';

/** Design renovation, a quote request: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'renovacion-diseno',
  routes: ['/renovacion-diseno'],
  title: 'Renovación de Diseño Industrial',
  services: [{ group: 'otros', column: 'anualidades', summary: 'Renueva tu diseño industrial cada 5 años, hasta 25 años de protección.' }],
  load: () => import('./renovacion-diseno'),
};

export default manifest;
