import type { FlowManifest } from './parts/manifest';

/** Annuity payments for patents, a quote request: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'pago-anualidades-patentes',
  routes: ['/pago-anualidades-patentes'],
  title: 'Pago de Anualidades de Patentes',
  services: [{ group: 'otros', column: 'anualidades', summary: 'Mantén tu patente en vigor: pagamos las anualidades por ti.' }],
  load: () => import('./pago-anualidades-patentes'),
};

export default manifest;
