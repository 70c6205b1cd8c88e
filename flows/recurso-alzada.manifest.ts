import type { FlowManifest } from './parts/manifest';

/** Appeal: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'recurso-alzada',
  routes: ['/otros-servicios/presentacion-de-recurso-de-alzada'],
  title: 'Recurso de Alzada',
  services: [
    { group: 'otros', column: 'defensa', summary: 'Recurre una resolución desfavorable sobre tu marca.', price: { key: 'presentacion_espana', from: true } },
  ],
  load: () => import('./recurso-alzada'),
};

export default manifest;
