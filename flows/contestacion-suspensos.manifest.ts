import type { FlowManifest } from './parts/manifest';

/** Objection reply: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'contestacion-suspensos',
  routes: ['/otros-servicios/contestacion-a-suspensos'],
  shortPaths: ['/contestacion-suspensos', '/presentacion-contestacion'],
  title: 'Contestación a Suspensos',
  services: [
    {
      group: 'otros',
      column: 'defensa',
      summary: 'Respondemos a la oficina cuando tu solicitud de marca recibe un suspenso.',
      price: { key: 'sin_prueba', from: true },
    },
  ],
  load: () => import('./contestacion-suspensos'),
};

export default manifest;
