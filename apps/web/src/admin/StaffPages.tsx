import { useState, type FormEvent } from 'react';
import { usePageTitle } from '../pages/usePageTitle';
import { formatDateTime, get, post } from './api';
import { AUDIT_PAGE_SIZE } from '@shop/settings/routes';
import { buttonClass, DataTable, Field, inputClass, Loaded, messageOf, Notice, PageHeading, secondaryButtonClass, useLoad } from './ui';

interface Member {
  id: number;
  email: string;
  rol: 'admin' | 'staff';
  activa: boolean;
  conClave: boolean;
  alta: string;
}

const roleText = (role: string) => (role === 'admin' ? 'Administración' : 'Gestión');

/** Staff accounts (admin): list, add, disable, reset password (issue 10 §7). */
export function StaffPage() {
  usePageTitle('Cuentas');
  const [load, reload] = useLoad<Member[]>('staff');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string; link?: string } | null>(null);
  type Answer = { enlace?: string; nueva?: boolean };
  async function run(action: () => Promise<Answer>, text: string | ((result: Answer) => string)) {
    try {
      const result = await action();
      setMessage({ kind: 'ok', text: typeof text === 'function' ? text(result) : text, ...(result.enlace ? { link: result.enlace } : {}) });
      reload();
    } catch (error) {
      setMessage({ kind: 'error', text: messageOf(error) });
    }
  }
  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(
      () => post<Answer>('staff', { email: form.get('email'), rol: form.get('rol') }),
      // An address that already has an account gets a new link (and the role chosen): said as such.
      (result) =>
        result.nueva === false
          ? 'Esa cuenta ya existía: tiene el rol elegido y un enlace nuevo (los anteriores ya no sirven). Envíale este enlace de un solo uso para que elija su contraseña:'
          : 'Cuenta creada. Envía este enlace de un solo uso para que elija su contraseña:',
    );
  }
  return (
    <>
      <PageHeading>Cuentas del equipo</PageHeading>
      {message && (
        <div className="mb-4 space-y-2">
          <Notice kind={message.kind}>{message.text}</Notice>
          {message.link && <p className="rounded bg-white p-3 font-mono text-sm break-all">{message.link}</p>}
        </div>
      )}
      <form onSubmit={add} className="mb-6 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <Field label="Email">
          <input name="email" type="email" required className={inputClass} />
        </Field>
        <Field label="Rol">
          <select name="rol" className={inputClass}>
            <option value="staff">Gestión</option>
            <option value="admin">Administración</option>
          </select>
        </Field>
        <button type="submit" className={buttonClass}>
          Añadir cuenta
        </button>
      </form>
      <Loaded load={load} retry={reload}>
        {(members) => (
          <DataTable columns={['Email', 'Rol', 'Estado', 'Alta', 'Acciones']}>
            {members.map((member) => (
              <tr key={member.id}>
                <td className="px-3 py-2">{member.email}</td>
                <td className="px-3 py-2">{roleText(member.rol)}</td>
                <td className="px-3 py-2">{!member.activa ? 'Desactivada' : member.conClave ? 'Activa' : 'Pendiente de contraseña'}</td>
                <td className="px-3 py-2">{formatDateTime(member.alta)}</td>
                <td className="flex flex-wrap gap-2 px-3 py-2">
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() =>
                      run(() => post(`staff/${member.id}/active`, { activa: !member.activa }), member.activa ? 'Cuenta desactivada.' : 'Cuenta activada.')
                    }
                  >
                    {member.activa ? 'Desactivar' : 'Activar'} <span className="sr-only">{member.email}</span>
                  </button>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => run(() => post(`staff/${member.id}/reset`), 'Contraseña anulada. Envía este enlace de un solo uso:')}
                  >
                    Nueva contraseña <span className="sr-only">para {member.email}</span>
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Loaded>
    </>
  );
}

interface AuditRow {
  id: number;
  quien: string;
  accion: string;
  /** What the row is about in words (a price by its label). */
  objetoTexto: string;
  /** Before and after in words, only what changed (the server reads states, prices, roles); what it cannot read is short JSON. */
  antesTexto: string;
  despuesTexto: string;
  /** Saved as it was: said so rather than '60,00 € → 60,00 €'. */
  sinCambios: boolean;
  fecha: string;
}

const ACTIONS: Record<string, string> = {
  'session.login': 'Inicio de sesión',
  'session.logout': 'Cierre de sesión',
  'session.failed': 'Acceso fallido',
  'session.locked': 'Acceso bloqueado',
  'order.status': 'Cambio de estado',
  'order.note': 'Nota interna',
  'order.quote': 'Presupuesto enviado',
  'price.set': 'Cambio de precio',
  'news.create': 'Noticia creada',
  'news.update': 'Noticia editada',
  'news.delete': 'Noticia borrada',
  'news.image': 'Imagen subida',
  'staff.add': 'Cuenta creada',
  'staff.role': 'Rol cambiado',
  'staff.new_link': 'Enlace de contraseña enviado',
  'staff.disable': 'Cuenta desactivada',
  'staff.enable': 'Cuenta activada',
  'staff.reset_password': 'Contraseña anulada',
  'staff.set_password': 'Contraseña elegida',
  'staff.change_password': 'Contraseña cambiada',
};

/**
 * The audit log (admin): who changed what, when, before and after (DECISIONS §11), newest first,
 * a page at a time. Sign-ins are left out unless asked for: failed ones, which anyone can add,
 * would bury the changes.
 */
export function AuditPage() {
  usePageTitle('Registro de cambios');
  const [withSignIns, setWithSignIns] = useState(false);
  const query = withSignIns ? 'audit' : 'audit?accesos=no';
  const [load, retry] = useLoad<AuditRow[]>(query);
  const [older, setOlder] = useState<{ query: string; rows: AuditRow[]; more: boolean; error?: string }>({ query, rows: [], more: true });
  const olderRows = older.query === query ? older.rows : [];
  async function loadOlder(oldest: number) {
    try {
      const rows = await get<AuditRow[]>(`${query}${query.includes('?') ? '&' : '?'}antes=${oldest}`);
      setOlder({ query, rows: [...olderRows, ...rows], more: rows.length === AUDIT_PAGE_SIZE });
    } catch (error) {
      setOlder({ query, rows: olderRows, more: true, error: messageOf(error) });
    }
  }
  return (
    <>
      <PageHeading>Registro de cambios</PageHeading>
      <label className="mb-4 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={withSignIns} onChange={(event) => setWithSignIns(event.target.checked)} />
        Mostrar también los inicios de sesión
      </label>
      <Loaded load={load} retry={retry}>
        {(firstRows) => {
          const rows = [...firstRows, ...olderRows];
          const oldest = rows.at(-1)?.id;
          const more = firstRows.length === AUDIT_PAGE_SIZE && (older.query !== query || older.more);
          return (
            <>
              <DataTable columns={['Fecha', 'Quién', 'Qué', 'Sobre', 'Antes', 'Después']}>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.fecha)}</td>
                    <td className="px-3 py-2">{row.quien}</td>
                    <td className="px-3 py-2">{ACTIONS[row.accion] ?? row.accion}</td>
                    <td className="px-3 py-2">{row.objetoTexto}</td>
                    <td className="px-3 py-2 text-xs break-words">{row.antesTexto}</td>
                    <td className="px-3 py-2 text-xs break-words">{row.sinCambios ? 'Sin cambios' : row.despuesTexto}</td>
                  </tr>
                ))}
              </DataTable>
              {older.query === query && older.error && <Notice kind="error">{older.error}</Notice>}
              {more && oldest !== undefined && (
                <button type="button" className={`mt-4 ${secondaryButtonClass}`} onClick={() => void loadOlder(oldest)}>
                  Ver cambios anteriores
                </button>
              )}
            </>
          );
        }}
      </Loaded>
    </>
  );
}

/** One's own password (issue 10 §1): the other sessions of the account end. */
export function OwnPasswordPage() {
  usePageTitle('Mi contraseña');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    if (form.get('nueva') !== form.get('repite')) return setMessage({ kind: 'error', text: 'Las dos contraseñas nuevas no coinciden.' });
    try {
      const result = await post<{ message: string }>('password', { actual: form.get('actual'), nueva: form.get('nueva') });
      element.reset();
      setMessage({ kind: 'ok', text: result.message });
    } catch (error) {
      setMessage({ kind: 'error', text: messageOf(error) });
    }
  }
  return (
    <>
      <PageHeading>Mi contraseña</PageHeading>
      <form onSubmit={submit} className="max-w-md space-y-4 rounded-lg bg-white p-4 shadow-sm">
        {message && <Notice kind={message.kind}>{message.text}</Notice>}
        <Field label="Contraseña actual">
          <input name="actual" type="password" autoComplete="current-password" required className={inputClass} />
        </Field>
        <Field label="Nueva contraseña" hint="Al menos 12 caracteres.">
          <input name="nueva" type="password" autoComplete="new-password" required minLength={12} className={inputClass} />
        </Field>
        <Field label="Repite la nueva contraseña">
          <input name="repite" type="password" autoComplete="new-password" required minLength={12} className={inputClass} />
        </Field>
        <button type="submit" className={buttonClass}>
          Cambiar contraseña
        </button>
      </form>
    </>
  );
}
