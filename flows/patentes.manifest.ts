import type { FlowManifest } from './parts/manifest';

/** Patents: its identity, read by the site before the definition loads (docs/decisions/020-one-manifest-per-flow.md). */
const manifest: FlowManifest<{ patentType: string }> = {
  id: 'patentes',
  routes: ['/patentes'],
  title: 'Patentes',
  services: [
    {
      group: 'invenciones',
      summary: 'Protege tu invención en España, en Europa o en otros países durante 20 años.',
      icon: 'bulb',
      price: { key: 'espanola', from: true },
    },
  ],
  right: (data) => (data.patentType === 'española' ? { kind: 'patente-es', action: 'registers' } : undefined),
  load: () => import('./patentes'),
};

export default manifest;
