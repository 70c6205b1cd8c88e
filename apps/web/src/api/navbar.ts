import { api } from './client';
import { apiPaths } from './paths';

/** spec-1 §3 "Navbar data". */
export interface NavService {
  id: string;
  title: string;
  href: string;
  description?: string;
  price?: string;
}

export interface NavColumn {
  id: string;
  title: string;
  services: NavService[];
}

export type NavItem =
  | { id: string; type: 'link'; label: string; href: string }
  | { id: string; type: 'dropdown'; label: string; columns?: NavColumn[]; services?: NavService[] };

export interface NavbarData {
  menu: NavItem[];
}

/** spec-1 §7.1: `GET {api}/navbar` answers `{ data: { menu } }`. */
export async function fetchNavbar(): Promise<NavbarData> {
  const body = await api.get(apiPaths.navbar).json<{ data?: NavbarData } | null>();
  if (!body?.data || !Array.isArray(body.data.menu)) throw new Error('la respuesta del servidor no es válida');
  return body.data;
}
