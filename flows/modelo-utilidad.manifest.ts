import type { FlowManifest } from './parts/manifest';

/** Utility model: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest<{ modeloType: string }> = {
  id: 'modelo-utilidad',
  routes: ['/modelo-utilidad', '/modelo-de-utilidad'],
  title: 'Modelo de Utilidad',
  services: [
    {
      group: 'invenciones',
      summary: 'Protege durante 10 años una mejora práctica de un objeto o herramienta.',
      icon: 'gear',
      price: { key: 'espanol', from: true },
    },
  ],
  right: (data) => (data.modeloType === 'español' ? { kind: 'modelo-utilidad-es', action: 'registers' } : undefined),
  load: () => import('./modelo-utilidad'),
};

export default manifest;
