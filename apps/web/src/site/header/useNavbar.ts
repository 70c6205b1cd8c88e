import { useEffect, useState } from 'react';
import { HTTPError } from 'ky';
import { fetchNavbar, type NavItem } from '../../api/navbar';

/** spec-1 §4 "Header data": loading, then loaded or error. */
export type NavbarState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; menu: NavItem[] };

/** spec-1 §2.1, §8: 'Error: ' and the message, or 'Error desconocido'; Spanish where we know what went wrong. */
export function navbarErrorText(error: unknown): string {
  if (error instanceof HTTPError) return `Error: no se pudo cargar el menú (código ${error.response.status}).`;
  if (error instanceof TypeError) return 'Error: no se pudo conectar con el servidor.';
  if (error instanceof Error && error.message) return `Error: ${error.message}`;
  return 'Error desconocido';
}

export function useNavbar(): NavbarState {
  const [state, setState] = useState<NavbarState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchNavbar().then(
      (data) => live && setState({ status: 'loaded', menu: data.menu }),
      (error: unknown) => {
        console.error('Error cargando el menú', error);
        if (live) setState({ status: 'error', message: navbarErrorText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
