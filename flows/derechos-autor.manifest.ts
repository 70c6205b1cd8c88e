import type { FlowManifest } from './parts/manifest';

/** Copyright registration: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest = {
  id: 'derechos-autor',
  routes: ['/derechos-autor', '/derechos-de-autor'],
  title: 'Derechos de Autor',
  services: [
    {
      group: 'invenciones',
      summary: 'Registra tu obra literaria, musical, artística o tu software y acredita tu autoría.',
      icon: 'copyright',
      price: { key: 'base' },
    },
  ],
  load: () => import('./derechos-autor'),
};

export default manifest;
