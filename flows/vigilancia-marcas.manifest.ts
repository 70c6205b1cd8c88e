import type { FlowManifest } from './parts/manifest';

/** Trademark watch: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'vigilancia-marcas',
  routes: ['/otros-servicios/vigilancia-de-marcas'],
  shortPaths: ['/vigilancia-marcas'],
  title: 'Vigilancia de Marcas',
  services: [
    {
      group: 'otros',
      column: 'gestion',
      summary: 'Te avisamos cuando alguien intenta registrar una marca parecida a la tuya.',
      price: { key: 'nacional:anual', from: true },
    },
  ],
  load: () => import('./vigilancia-marcas'),
};

export default manifest;
