import { http } from './client';
import { apiPaths } from './paths';
import type { NavColumn, NavItem as SharedNavItem, NavService } from '@shop/settings/site-api';

export type { NavColumn, NavService };

/** The web reads the menu loosely: a dropdown may carry columns, services or neither. */
export type NavItem =
  Extract<SharedNavItem, { type: 'link' }> | { id: string; type: 'dropdown'; label: string; columns?: NavColumn[]; services?: NavService[] };

export interface NavbarData {
  menu: NavItem[];
}

/** spec-1 §7.1: `GET {api}/navbar` answers `{ data: { menu } }`. */
export async function fetchNavbar(): Promise<NavbarData> {
  const body = await (await http()).get(apiPaths.navbar).json<{ data?: NavbarData } | null>();
  if (!body?.data || !Array.isArray(body.data.menu)) throw new Error('la respuesta del servidor no es válida');
  return body.data;
}
