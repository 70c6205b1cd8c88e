import type { FlowManifest } from './parts/manifest';

/** European trademark (EUIPO): its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'marca-europea',
  routes: ['/marca-europea', '/servicios/marca-europea'],
  title: 'Marca Europea',
  services: [
    {
      group: 'marcas',
      column: 'registro',
      summary: 'Una sola solicitud ante la EUIPO protege tu marca en los 27 países de la Unión Europea.',
      price: { key: 'basic', from: true },
    },
  ],
  right: { kind: 'marca-ue', action: 'registers' },
  load: () => import('./marca-europea'),
};

export default manifest;
