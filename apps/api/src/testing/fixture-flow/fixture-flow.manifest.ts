import type { FlowManifest } from '@shop/flows';

/**
 * A throwaway service that exists only in flow-manifest.test.ts: written as a new flow is, its
 * manifest and its definition and nothing else (docs/decisions/020-one-manifest-per-flow.md).
 */
const manifest: FlowManifest = {
  id: 'servicio-de-prueba',
  routes: ['/otros-servicios/servicio-de-prueba', '/servicio-de-prueba-alias'],
  shortPaths: ['/servicio-de-prueba'],
  title: 'Servicio de Prueba',
  services: [{ group: 'otros', column: 'gestion', summary: 'Un servicio que solo existe en esta prueba.', price: { key: 'base', from: true } }],
  load: () => import('./fixture-flow'),
};

export default manifest;
