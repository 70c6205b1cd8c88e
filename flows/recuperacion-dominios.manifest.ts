import type { FlowManifest } from './parts/manifest';

/** Domain recovery: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'recuperacion-dominios',
  routes: ['/recuperacion-dominios', '/recuperacion-de-dominios'],
  title: 'Recuperación de Dominios',
  services: [{ group: 'otros', column: 'defensa', summary: 'Recupera el dominio que otro registró con tu marca.', icon: 'link', price: { key: 'base' } }],
  load: () => import('./recuperacion-dominios'),
};

export default manifest;
