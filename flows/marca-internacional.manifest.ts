import type { FlowManifest } from './parts/manifest';

/** International trademark, a quote request: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'marca-internacional',
  routes: ['/marca-internacional', '/servicios/marca-internacional'],
  title: 'Marca Internacional',
  services: [
    { group: 'marcas', column: 'registro', summary: 'Protege tu marca en los países que elijas fuera de España. Presupuesto personalizado.', icon: 'globe' },
  ],
  load: () => import('./marca-internacional'),
};

export default manifest;
