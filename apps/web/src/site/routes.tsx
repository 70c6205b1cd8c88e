import type { RouteObject } from 'react-router';

/** The site's own pages (home, about, contact, FAQ, legal, news). */
export const siteRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./HomePage')).HomePage }) },
];
