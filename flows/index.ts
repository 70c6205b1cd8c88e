import type { AnyFlow } from '@shop/flow-kit';
import { manifests } from './manifests';
import type { FlowManifest } from './parts/manifest';

export type { FlowManifest, ServiceEntry } from './parts/manifest';

/**
 * The flow registry: the one place apps learn which flows exist, built from the flows' manifests
 * (docs/decisions/020-one-manifest-per-flow.md). The router, the menu and the server's page table
 * read each manifest's routes and menu entries eagerly; a definition loads only when it is needed,
 * so the browser fetches a flow's code only on its route.
 */
export interface FlowEntry {
  id: string;
  routes: readonly string[];
  manifest: FlowManifest<never>;
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

export const flowRegistry: readonly FlowEntry[] = manifests.map((manifest) => ({
  id: manifest.id,
  routes: manifest.routes,
  manifest,
  load: once(() => manifest.load().then((module) => module.default)),
}));

export const flowEntry = (id: string): FlowEntry | undefined => flowRegistry.find((entry) => entry.id === id);

export async function loadFlow(id: string): Promise<AnyFlow | undefined> {
  return flowEntry(id)?.load();
}

export const loadAllFlows = (): Promise<AnyFlow[]> => Promise.all(flowRegistry.map((entry) => entry.load()));
