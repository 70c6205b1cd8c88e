import type { FlowManifest } from './parts/manifest';

/** Opposition filing: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'presentacion-oposiciones',
  routes: ['/otros-servicios/presentacion-de-oposiciones'],
  shortPaths: ['/presentacion-oposiciones'],
  title: 'Presentación de Oposiciones',
  services: [
    {
      group: 'otros',
      column: 'defensa',
      summary: 'Oponte a una solicitud de marca que se parece demasiado a la tuya.',
      price: { key: 'sin_prueba', from: true },
    },
  ],
  load: () => import('./presentacion-oposiciones'),
};

export default manifest;
