import { fetchNavbar, type NavbarData, type NavItem } from '../../api/navbar';
import { isHttpError, isTimeoutError } from '../../api/client';
import type { Preloaded } from '../../ssr-data';
import { usePreloaded } from '../ui/usePreloaded';

/** spec-1 §4 "Header data": loading, then loaded or error. */
export type NavbarState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; menu: NavItem[] };

/** spec-1 §2.1, §8: 'Error: ' and the message, or 'Error desconocido'; Spanish where we know what went wrong. */
export function navbarErrorText(error: unknown): string {
  if (isHttpError(error)) return `Error: no se pudo cargar el menú (código ${error.response.status}).`;
  if (error instanceof TypeError) return 'Error: no se pudo conectar con el servidor.';
  // ky's and JSON's own messages are English ('Request timed out: GET …', 'Unexpected token').
  if (isTimeoutError(error)) return 'Error: el servidor tardó demasiado en responder.';
  if (error instanceof SyntaxError) return 'Error: la respuesta del servidor no es válida.';
  if (error instanceof Error && error.message) return `Error: ${error.message}`;
  return 'Error desconocido';
}

/**
 * The menu the server rendered the page with (the site layout's loader, read once per visit),
 * else fetched in the browser: when the page was not rendered by the server, or the server could
 * not read the menu.
 */
export function useNavbar(preloaded: Preloaded<NavbarData> | undefined): NavbarState {
  const [state] = usePreloaded({ preloaded, key: 'menu', load: fetchNavbar, failure: 'Error cargando el menú' });
  if (state.status === 'loaded') return { status: 'loaded', menu: state.data.menu };
  return state.status === 'error' ? { status: 'error', message: navbarErrorText(state.error) } : state;
}
