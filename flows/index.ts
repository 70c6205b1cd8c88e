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
  {
    id: 'marca-internacional',
    routes: ['/marca-internacional', '/servicios/marca-internacional'],
    load: once(() => import('./marca-internacional').then((m) => m.default)),
  },
  { id: 'marca-europea', routes: ['/marca-europea', '/servicios/marca-europea'], load: once(() => import('./marca-europea').then((m) => m.default)) },
  {
    id: 'nombre-comercial',
    routes: ['/nombre-comercial', '/servicios/nombre-comercial'],
    load: once(() => import('./nombre-comercial').then((m) => m.default)),
  },
  {
    id: 'renovacion-marca',
    routes: ['/renovacion-marca-nacional', '/renovacion-marca-europea'],
    load: once(() => import('./renovacion-marca').then((m) => m.default)),
  },
  { id: 'derechos-autor', routes: ['/derechos-autor', '/derechos-de-autor'], load: once(() => import('./derechos-autor').then((m) => m.default)) },
  {
    id: 'diseno-industrial',
    routes: ['/diseno-industrial', '/servicios/diseno-industrial'],
    load: once(() => import('./diseno-industrial').then((m) => m.default)),
  },
  { id: 'patentes', routes: ['/patentes'], load: once(() => import('./patentes').then((m) => m.default)) },
  { id: 'modelo-utilidad', routes: ['/modelo-utilidad', '/modelo-de-utilidad'], load: once(() => import('./modelo-utilidad').then((m) => m.default)) },
  { id: 'pago-anualidades-patentes', routes: ['/pago-anualidades-patentes'], load: once(() => import('./pago-anualidades-patentes').then((m) => m.default)) },
  { id: 'pago-anualidades-modelos', routes: ['/pago-anualidades-modelos'], load: once(() => import('./pago-anualidades-modelos').then((m) => m.default)) },
  { id: 'renovacion-diseno', routes: ['/renovacion-diseno'], load: once(() => import('./renovacion-diseno').then((m) => m.default)) },
  {
    id: 'recuperacion-dominios',
    routes: ['/recuperacion-dominios', '/recuperacion-de-dominios'],
    load: once(() => import('./recuperacion-dominios').then((m) => m.default)),
  },
  {
    id: 'informe-previo',
    routes: ['/otros-servicios/informe-previo', '/otros-servicios/informe-previo-profesional'],
    load: once(() => import('./informe-previo').then((m) => m.default)),
  },
  {
    id: 'solicitud-titulo',
    routes: ['/otros-servicios/solicitud-titulo', '/otros-servicios/solicitud-titulo-de-marca'],
    load: once(() => import('./solicitud-titulo').then((m) => m.default)),
  },
  { id: 'vigilancia-marcas', routes: ['/otros-servicios/vigilancia-de-marcas'], load: once(() => import('./vigilancia-marcas').then((m) => m.default)) },
  {
    id: 'contestacion-suspensos',
    routes: ['/otros-servicios/contestacion-a-suspensos'],
    load: once(() => import('./contestacion-suspensos').then((m) => m.default)),
  },
  {
    id: 'presentacion-oposiciones',
    routes: ['/otros-servicios/presentacion-de-oposiciones'],
    load: once(() => import('./presentacion-oposiciones').then((m) => m.default)),
  },
  { id: 'recurso-alzada', routes: ['/otros-servicios/presentacion-de-recurso-de-alzada'], load: once(() => import('./recurso-alzada').then((m) => m.default)) },
  {
    id: 'cambio-titular',
    routes: ['/otros-servicios/cambio-de-titular-marcas-y-patentes'],
    load: once(() => import('./cambio-titular').then((m) => m.default)),
  },
  { id: 'diseno-logos', routes: ['/otros-servicios/diseno-de-logos'], load: once(() => import('./diseno-logos').then((m) => m.default)) },
];

export const flowEntry = (id: string): FlowEntry | undefined => flowRegistry.find((entry) => entry.id === id);

export async function loadFlow(id: string): Promise<AnyFlow | undefined> {
  return flowEntry(id)?.load();
}

export const loadAllFlows = (): Promise<AnyFlow[]> => Promise.all(flowRegistry.map((entry) => entry.load()));
