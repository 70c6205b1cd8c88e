import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './router';
import { HYDRATION_DATA_ID, type PageHydration } from './ssr-data';
import { nextTask } from './nextTask';
import { Island, ISLAND_ID } from './site/Island';
import './index.css';

// The server renders each page and sends its loader data as JSON (not an inline script, which the
// Content-Security-Policy forbids); then the page is hydrated rather than drawn again (ADR 008).
const container = document.getElementById('root')!;
const data = document.getElementById(HYDRATION_DATA_ID)?.textContent;
const hydrationData = data ? (JSON.parse(data) as PageHydration) : undefined;
// No top-level await: the route chunks loaded here import modules of this entry chunk, which must
// have finished evaluating first. The router starts in a task after this module's, and hydration in
// the next: on a phone each of them is a task of its own rather than one long one (ADR 008: TBT).
async function start() {
  // A page the server rendered hydrates its island only (ADR 021): the page's content, under a
  // router whose site layout is that content alone; the header and the footer (its newsletter form
  // included, /shell.js) stay the server's HTML. A page the server could not render is drawn whole.
  const island = hydrationData && document.getElementById(ISLAND_ID);
  await nextTask();
  const router = await createRouter(hydrationData, island ? Island : undefined);
  await nextTask();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Hydrated as a transition: React then yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page at once (ADR 008: TBT); the page is already
  // painted, so nothing waits for it but the first click.
  if (island) {
    startTransition(() => {
      hydrateRoot(island, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
void start();
