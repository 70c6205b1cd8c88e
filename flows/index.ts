import type { AnyFlow } from '@shop/flow-kit';

/**
 * The flow registry: the one place apps learn which flows exist. Definitions load lazily so the
 * browser fetches a flow's code only on its route; the routes are repeated here because the router
 * needs them before any definition is loaded (registry.test.ts keeps both in step).
 */
export interface FlowEntry {
  id: string;
  routes: readonly string[];
  load: () => Promise<AnyFlow>;
}

/**
 * Each definition is imported once: a repeated `import()` is cheap in a browser but goes through
 * the module loader's hooks on the server (under tsx, a message to the loader thread per call).
 */
function once(load: () => Promise<AnyFlow>): () => Promise<AnyFlow> {
  let loaded: Promise<AnyFlow> | undefined;
  return () => (loaded ??= load());
}

export const flowRegistry: readonly FlowEntry[] = [
  { id: 'marca-nacional', routes: ['/marca-nacional', '/servicios/marca-nacional'], load: once(() => import('./marca-nacional').then((m) => m.default)) },
  { id: 'marca-internacional', routes: ['/marca-internacional', '/servicios/marca-internacional'], load: once(() => import('./marca-internacional').then((m) => m.default)) },
  { id: 'marca-europea', routes: ['/marca-europea', '/servicios/marca-europea'], load: once(() => import('./marca-europea').then((m) => m.default)) },
  { id: 'nombre-comercial', routes: ['/nombre-comercial', '/servicios/nombre-comercial'], load: once(() => import('./nombre-comercial').then((m) => m.default)) },
  { id: 'renovacion-marca', routes: ['/renovacion-marca-nacional', '/renovacion-marca-europea'], load: once(() => import('./renovacion-marca').then((m) => m.default)) },
  { id: 'derechos-autor', routes: ['/derechos-autor', '/derechos-de-autor'], load: once(() => import('./derechos-autor').then((m) => m.default)) },
];

export const flowEntry = (id: string): FlowEntry | undefined => flowRegistry.find((entry) => entry.id === id);

export async function loadFlow(id: string): Promise<AnyFlow | undefined> {
  return flowEntry(id)?.load();
}

export const loadAllFlows = (): Promise<AnyFlow[]> => Promise.all(flowRegistry.map((entry) => entry.load()));
