import type { FlowManifest } from './parts/manifest';

/** National trademark (Spain): its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'marca-nacional',
  routes: ['/marca-nacional', '/servicios/marca-nacional'],
  title: 'Marca Nacional',
  services: [
    {
      group: 'marcas',
      column: 'registro',
      summary: 'Registra tu marca en España ante la Oficina Española de Patentes y Marcas (OEPM).',
      price: { key: 'basic', from: true },
    },
  ],
  right: { kind: 'marca-es', action: 'registers' },
  load: () => import('./marca-nacional'),
};

export default manifest;
