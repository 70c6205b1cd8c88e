import * as z from 'zod';

/** spec-1 §3 "Navbar data": one service of the menu. */
export const navService = z.object({ id: z.string(), title: z.string(), href: z.string(), description: z.string().optional(), price: z.string().optional() });
export type NavService = z.infer<typeof navService>;

export const navColumn = z.object({ id: z.string(), title: z.string(), services: z.array(navService) });
export type NavColumn = z.infer<typeof navColumn>;

export const navItem = z.union([
  z.object({ id: z.string(), type: z.literal('link'), label: z.string(), href: z.string() }),
  z.object({ id: z.string(), type: z.literal('dropdown'), label: z.string(), columns: z.array(navColumn) }),
  z.object({ id: z.string(), type: z.literal('dropdown'), label: z.string(), services: z.array(navService) }),
]);
export type NavItem = z.infer<typeof navItem>;

/** What `GET /api/navbar` answers inside `data`. */
export const navbarData = z.object({ menu: z.array(navItem) });
export type NavbarData = z.infer<typeof navbarData>;
