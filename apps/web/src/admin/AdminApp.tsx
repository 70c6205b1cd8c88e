import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../pages/usePageTitle';
import { useMarkRunning } from '../pages/useMarkRunning';
import { get, post, setCsrf, whenSignedOut, type AdminSession } from './api';
import { buttonClass, Field, inputClass, Loading, messageOf, Notice } from './ui';
import { OrdersPage } from './OrdersPage';
import { OrderScreen } from './OrderScreen';
import { PricesPage } from './PricesPage';
import { NewsListPage, NewsEditorPage } from './NewsPages';
import { MessagesPage } from './MessagesPage';
import { InvoicesPage } from './InvoicesPage';
import { AuditPage, OwnPasswordPage } from './StaffPages';
import { AccountsPage } from './AccountsPage';
import { AgendaPage } from './AgendaPage';
import { ClientsPage } from './ClientsPage';
import { SetPasswordPage } from './SetPasswordPage';
import { useFocusOnNavigation } from '../site/useFocusOnNavigation';
import { clearDrafts } from './drafts';
import '../admin.css';

/**
 * The back office at /admin (ADR 007, DECISIONS §11): its own lazily loaded part of the app
 * (router.tsx), with its own style sheet, so no public page carries its code.
 */
export function AdminApp() {
  useMarkRunning();
  const location = useLocation();
  if (location.pathname === '/admin/clave') return <SetPasswordPage />;
  return <SignedIn />;
}

function SignedIn() {
  const [session, setSession] = useState<AdminSession | null | undefined>(undefined);
  const [failed, setFailed] = useState('');
  // A request refused for want of a session (expired, account disabled, password changed
  // elsewhere): said on the sign-in form, which otherwise replaced the page without a word.
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    whenSignedOut(() => {
      setEnded(true);
      setSession(null);
    });
    get<{ sesion: AdminSession | null }>('session').then(
      ({ sesion }) => {
        if (sesion) setCsrf(sesion.csrf);
        setSession(sesion);
      },
      (error: unknown) => setFailed(messageOf(error)),
    );
  }, []);
  if (failed) {
    return (
      <main className="mx-auto max-w-md p-8">
        <Notice kind="error">{failed}</Notice>
      </main>
    );
  }
  if (session === undefined) {
    return (
      <main className="mx-auto max-w-md p-8">
        <Loading />
      </main>
    );
  }
  if (session === null) {
    return (
      <LoginPage
        ended={ended}
        onSignedIn={(value) => {
          setEnded(false);
          setCsrf(value.csrf);
          setSession(value);
        }}
      />
    );
  }
  return <Shell session={session} onSignedOut={() => setSession(null)} />;
}

function LoginPage({ ended, onSignedIn }: { ended: boolean; onSignedIn: (session: AdminSession) => void }) {
  usePageTitle('Acceso a la administración');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      onSignedIn(await post<AdminSession>('login', { email: form.get('email'), password: form.get('password') }));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <form onSubmit={submit} className="w-full max-w-sm space-y-4 rounded-xl bg-white p-6 shadow">
        <h1 className="text-2xl font-bold text-brand-900">Administración</h1>
        {ended && !error && <Notice kind="error">Tu sesión ha terminado; vuelve a entrar.</Notice>}
        {error && <Notice kind="error">{error}</Notice>}
        <Field label="Email">
          <input name="email" type="email" autoComplete="username" required className={inputClass} />
        </Field>
        <Field label="Contraseña">
          <input name="password" type="password" autoComplete="current-password" required className={inputClass} />
        </Field>
        <button type="submit" disabled={busy} className={`${buttonClass} w-full`}>
          {busy ? 'Entrando...' : 'Entrar'}
        </button>
      </form>
    </main>
  );
}

/**
 * The screen of an /admin address. Matched here rather than with <Routes>, which no public page
 * uses: the router's shared chunk, loaded by every visitor, stays as it was.
 */
function screenOf(path: string, session: AdminSession): ReactNode {
  const rest = path.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  const [section = '', id] = rest.split('/').map((part) => decodeURIComponent(part));
  const admin = session.rol === 'admin';
  if (section === '' && id === undefined) return <OrdersPage />;
  if (section === 'pedidos' && id) return <OrderScreen key={id} numero={id} />;
  if (section === 'noticias' && id === undefined) return <NewsListPage />;
  if (section === 'noticias' && id) return <NewsEditorPage id={id} />;
  if (section === 'mensajes' && id === undefined) return <MessagesPage />;
  if (section === 'clientes' && id === undefined) return <ClientsPage />;
  if (section === 'agenda' && id === undefined) return <AgendaPage />;
  if (section === 'facturas' && id === undefined) return <InvoicesPage admin={admin} />;
  if (section === 'precios' && admin && id === undefined) return <PricesPage />;
  if (section === 'cuentas' && admin && id === undefined) return <AccountsPage self={session.email} />;
  if (section === 'registro' && admin && id === undefined) return <AuditPage />;
  if (section === 'mi-clave' && id === undefined) return <OwnPasswordPage />;
  // An admin's page asked for by staff exists, and the API refuses it the same way (403).
  if (['precios', 'cuentas', 'registro'].includes(section) && id === undefined)
    return <p className="text-slate-800">No tienes permiso para esta página: es de la administración (rol admin).</p>;
  return <p className="text-slate-800">Esta página de la administración no existe.</p>;
}

/** 'Mis asuntos': the list of one's own orders in every state but drafts. */
const MY_ORDERS = '/admin?asignado=yo&estado=todos';

/** The menu entry of the page shown: 'Mis asuntos' and 'Pedidos' share /admin, told apart by `asignado`. */
function isCurrent(to: string, location: { pathname: string; search: string }): boolean {
  const mine = new URLSearchParams(location.search).get('asignado') === 'yo';
  if (to === MY_ORDERS) return location.pathname === '/admin' && mine;
  if (to === '/admin') return location.pathname === '/admin' && !mine;
  return location.pathname === to || location.pathname.startsWith(`${to}/`);
}

function Shell({ session, onSignedOut }: { session: AdminSession; onSignedOut: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  const links: [string, string, boolean][] = [
    ['/admin', 'Pedidos', true],
    [MY_ORDERS, 'Mis asuntos', true],
    ['/admin/noticias', 'Noticias', true],
    ['/admin/mensajes', 'Mensajes', true],
    ['/admin/clientes', 'Clientes', true],
    ['/admin/agenda', 'Agenda', true],
    ['/admin/facturas', 'Facturas', true],
    ['/admin/precios', 'Precios', session.rol === 'admin'],
    ['/admin/cuentas', 'Cuentas', session.rol === 'admin'],
    ['/admin/registro', 'Registro de cambios', session.rol === 'admin'],
    ['/admin/mi-clave', 'Mi contraseña', true],
  ];
  async function signOut() {
    // What was being typed is not left for whoever signs in next on this tab.
    clearDrafts();
    await post('logout').catch(() => undefined);
    onSignedOut();
    navigate('/admin');
  }
  return (
    <div className="min-h-screen bg-slate-50">
      {/* One line from 1024 px (the menu in small type, the account's address cut to fit); on a phone
          the menu takes its own lines under the name and the sign-out. */}
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3 lg:flex-nowrap lg:gap-x-4">
          <p className="font-bold whitespace-nowrap">Administración</p>
          <nav aria-label="Administración" className="order-last w-full lg:order-none lg:w-auto lg:flex-1">
            <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm lg:flex-nowrap lg:gap-x-1.5 lg:text-[13px]">
              {links
                .filter(([, , shown]) => shown)
                .map(([to, label]) => (
                  <li key={to}>
                    <Link
                      to={to}
                      aria-current={isCurrent(to, location) ? 'page' : undefined}
                      className={`block rounded px-1 py-1 whitespace-nowrap ${isCurrent(to, location) ? 'font-semibold underline' : 'hover:underline'}`}
                    >
                      {label}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
          <p className="ml-auto max-w-56 truncate text-xs lg:ml-0" title={session.email}>
            {session.email} ({session.rol === 'admin' ? 'administración' : 'gestión'})
          </p>
          <button
            type="button"
            onClick={signOut}
            className="rounded border border-white px-3 py-1 text-sm whitespace-nowrap hover:bg-white hover:text-brand-900"
          >
            Cerrar sesión
          </button>
        </div>
      </header>
      <main ref={main} className="mx-auto max-w-7xl px-4 py-6">
        {screenOf(location.pathname, session)}
      </main>
    </div>
  );
}
