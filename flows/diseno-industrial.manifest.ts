import type { FlowManifest } from './parts/manifest';

/** Industrial design: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest<{ designTypes: readonly string[] }> = {
  id: 'diseno-industrial',
  routes: ['/diseno-industrial', '/servicios/diseno-industrial'],
  title: 'Diseño Industrial',
  services: [
    {
      group: 'invenciones',
      summary: 'Protege la apariencia de tus productos: forma, líneas, colores y texturas.',
      icon: 'cube',
      price: { key: 'base', from: true },
    },
  ],
  right: (data) => (data.designTypes.includes('espana') ? { kind: 'diseno-es', action: 'registers' } : undefined),
  load: () => import('./diseno-industrial'),
};

export default manifest;
