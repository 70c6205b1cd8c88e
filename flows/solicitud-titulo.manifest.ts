import type { FlowManifest } from './parts/manifest';

/** Title application: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'solicitud-titulo',
  routes: ['/otros-servicios/solicitud-titulo', '/otros-servicios/solicitud-titulo-de-marca'],
  shortPaths: ['/solicitud-titulo'],
  title: 'Solicitud de Título de Marca',
  services: [
    {
      group: 'otros',
      column: 'gestion',
      summary: 'Obtén el título oficial de tu marca concedida, útil para marketplaces.',
      price: { key: 'base', from: true },
    },
  ],
  load: () => import('./solicitud-titulo'),
};

export default manifest;
