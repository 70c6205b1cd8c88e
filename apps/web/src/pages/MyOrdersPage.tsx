import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { sitePages } from '@shop/settings/routes';
import { askForLink, fetchMyOrders, MyOrdersError, myOrdersPaths, openSession, type MyOrders } from '../api/myOrders';
import { buttonBrand, container, input, pageTitle } from '../site/ui/styles';
import { usePageMeta } from '../site/ui/usePageMeta';
import { MyOrderList } from './MyOrderList';

type State = { kind: 'ask' } | { kind: 'sent'; message: string } | { kind: 'open'; token: string } | { kind: 'list'; data: MyOrders };

const NO_CONNECTION = 'No hemos podido conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const messageOf = (error: unknown) => (error instanceof MyOrdersError ? error.message : NO_CONNECTION);
const SESSION_MARK = 'mis-pedidos';
const rememberedSession = () => {
  try {
    return localStorage.getItem(SESSION_MARK) === '1';
  } catch {
    return false;
  }
};
const rememberSession = (open: boolean) => {
  try {
    if (open) localStorage.setItem(SESSION_MARK, '1');
    else localStorage.removeItem(SESSION_MARK);
  } catch {
    // No storage: the next visit asks for a link again.
  }
};
const SENT = 'Si hay pedidos con ese email, te hemos enviado un enlace para verlos. Revisa tu correo.';

/**
 * Mis pedidos (DECISIONS §13): the client types their e-mail and receives a one-time link; the
 * link's page opens a session with a button (a mail scanner following the link spends nothing);
 * then every order of that address, as its own page shows it. The forms post without JavaScript
 * too (the API answers them with a redirection here).
 */
export function MyOrdersPage() {
  usePageMeta(sitePages['/mis-pedidos']!);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('acceso');
  const opened = params.has('sesion');
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'open', token } : params.get('enviado') ? { kind: 'sent', message: SENT } : { kind: 'ask' },
  );
  const [error, setError] = useState(params.get('caducado') ? 'Este enlace ya se ha usado o ha caducado. Pide uno nuevo: llega en un minuto.' : '');
  const [busy, setBusy] = useState(false);

  // A session this browser opened shows the orders at once. Only asked when this browser opened
  // one (the cookie itself is HttpOnly): a first visit makes no call that answers 401.
  useEffect(() => {
    // `sesion=1`: the form posted before the page's code ran opened one.
    if (token || !(rememberedSession() || opened)) return;
    let current = true;
    fetchMyOrders().then(
      (data) => {
        rememberSession(true);
        if (current) setState({ kind: 'list', data });
      },
      () => rememberSession(false),
    );
    return () => {
      current = false;
    };
  }, [token, opened]);

  async function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setBusy(true);
    setError('');
    try {
      setState({ kind: 'sent', message: (await askForLink(email)).mensaje });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  async function enter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind !== 'open') return;
    setBusy(true);
    setError('');
    try {
      await openSession(state.token);
      rememberSession(true);
      // The spent link leaves the address bar and the history.
      void navigate('/mis-pedidos', { replace: true });
      setState({ kind: 'list', data: await fetchMyOrders() });
    } catch (failure) {
      setError(messageOf(failure));
      setState({ kind: 'ask' });
    } finally {
      setBusy(false);
    }
  }

  if (state.kind === 'list')
    return (
      <MyOrderList
        data={state.data}
        onSignedOut={() => {
          rememberSession(false);
          setState({ kind: 'ask' });
        }}
      />
    );
  return (
    <div className={`${container} max-w-xl py-12 sm:py-16`}>
      <h1 className={pageTitle}>Mis pedidos</h1>
      {error && (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {error}
        </p>
      )}
      {state.kind === 'open' && (
        <form method="post" action={myOrdersPaths.session} onSubmit={enter} className="mt-6 space-y-4">
          <p className="text-lg text-slate-800">Pulsa el botón para ver tus pedidos. El enlace sirve una sola vez.</p>
          <input type="hidden" name="acceso" value={state.token} />
          <button type="submit" disabled={busy} className={buttonBrand}>
            {busy ? 'Entrando...' : 'Ver mis pedidos'}
          </button>
        </form>
      )}
      {state.kind === 'sent' && (
        <div role="status" className="mt-6 space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-5">
          <p className="text-lg font-semibold text-brand-900">Revisa tu correo</p>
          <p className="text-slate-800">{state.message} El enlace caduca en 30 minutos.</p>
        </div>
      )}
      {state.kind === 'ask' && (
        <form method="post" action={myOrdersPaths.link} onSubmit={ask} className="mt-6 space-y-4">
          <p className="text-lg text-slate-800">
            Escribe el email con el que hiciste tus pedidos y te enviaremos un enlace para verlos, con sus plazos. Sin contraseñas.
          </p>
          <label className="block">
            <span className="font-medium text-slate-900">Email</span>
            <input name="email" type="email" autoComplete="email" required maxLength={254} className={`${input} mt-1 border-slate-400`} />
          </label>
          <button type="submit" disabled={busy} className={buttonBrand}>
            {busy ? 'Enviando...' : 'Enviarme el enlace'}
          </button>
        </form>
      )}
    </div>
  );
}
