// The server entry as the API sees it (ADR 021): its build (ssr/dist/ssr.js, `vite build --config
// vite.ssr.config.ts`) is what runs, and these declarations are what the API typechecks against,
// so the API's compiler never reads the app's components. src/ssr.tsx is typed by them.
import type { ServerContext } from '../src/ssr-data';

export type { ServerContext };

/** A page, with its loaders' data for hydration and whether it has code to run (`false`: it works as its HTML, ADR 021); or a redirect. */
export type Rendered =
  | { kind: 'page'; html: string; data: string; code: boolean; /** Its code starts at the visitor's first touch (ADR 021). */ codeOnIntent?: boolean }
  | { kind: 'redirect'; status: number; location: string };

/** A page of the web app rendered on the server, with its loaders' data for hydration. */
export declare function renderPage(url: string, context: ServerContext): Promise<Rendered>;
