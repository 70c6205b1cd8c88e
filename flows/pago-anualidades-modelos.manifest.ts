import type { FlowManifest } from './parts/manifest';

/** Annuity payments for utility models, a quote request: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'pago-anualidades-modelos',
  routes: ['/pago-anualidades-modelos'],
  title: 'Pago de Anualidades de Modelos de Utilidad',
  services: [{ group: 'otros', column: 'anualidades', summary: 'Mantén tu modelo de utilidad en vigor sin preocuparte de los plazos.' }],
  load: () => import('./pago-anualidades-modelos'),
};

export default manifest;
