import type { FlowManifest } from './parts/manifest';

/** Trade name: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'nombre-comercial',
  routes: ['/nombre-comercial', '/servicios/nombre-comercial'],
  title: 'Nombre Comercial',
  services: [
    {
      group: 'marcas',
      column: 'registro',
      summary: 'Registra el nombre con el que tu empresa se identifica en el mercado.',
      price: { key: 'basic', from: true },
    },
  ],
  right: { kind: 'nombre-comercial', action: 'registers' },
  load: () => import('./nombre-comercial'),
};

export default manifest;
