import type { FlowManifest } from './parts/manifest';

/** Each mark type's renewal has its own route, menu entry and figure; the route sets the form's default type. */
const NATIONAL = '/renovacion-marca-nacional';
const EUROPEAN = '/renovacion-marca-europea';

/**
 * Mark renovation, one flow selling two services (DECISIONS §9): its identity, read by the site
 * before the definition loads (docs/decisions/020-one-manifest-per-flow.md).
 */
const manifest: FlowManifest<{ selectedMarkType: 'nacional' | 'comercial' | 'europea' }> = {
  id: 'renovacion-marca',
  routes: [NATIONAL, EUROPEAN],
  title: 'Renovación de Marca',
  services: [
    {
      id: 'renovacion-marca-nacional',
      routes: [NATIONAL],
      title: 'Renovación de Marca Nacional',
      group: 'marcas',
      column: 'renovacion',
      summary: 'Renueva tu marca o nombre comercial español por otros 10 años.',
      price: { key: 'base:nacional', from: true },
    },
    {
      id: 'renovacion-marca-europea',
      routes: [EUROPEAN],
      title: 'Renovación de Marca Europea',
      group: 'marcas',
      column: 'renovacion',
      summary: 'Renueva tu marca de la Unión Europea ante la EUIPO por otros 10 años.',
      price: { key: 'base:europea', from: true },
    },
  ],
  right: (data) => ({
    kind: ({ nacional: 'marca-es', comercial: 'nombre-comercial', europea: 'marca-ue' } as const)[data.selectedMarkType],
    action: 'renews',
  }),
  load: () => import('./renovacion-marca'),
};

export default manifest;
