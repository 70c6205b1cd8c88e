import { useState, type FormEvent } from 'react';
import { usePageTitle } from '../pages/usePageTitle';
import { formatDateTime, post } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { buttonClass, DataTable, Field, formErrorsOf, inputClass, Loaded, messageOf, Notice, PageHeading, secondaryButtonClass, useLoad } from './ui';
import type { StaffMember as Member } from '@shop/api-contract';

type Answer = { enlace?: string; nueva?: boolean };
type Asking = { kind: 'disable'; member: Member } | { kind: 'role'; member: Member; rol: Member['rol'] };

const roleText = (role: string) => (role === 'admin' ? 'Administración' : 'Gestión');

/**
 * Staff accounts (admin): list, add, disable, reset password (ADR 007). One's own row offers
 * no action (the API refuses them: one's password is changed in «Mi contraseña»); disabling an
 * account and changing the role of an existing one are asked again first.
 */
export function AccountsPage({ self }: { self: string }) {
  usePageTitle('Cuentas');
  const [load, reload] = useLoad<Member[]>('staff');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string; link?: string } | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  // A refusal of the address is said by its field.
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const members = load.state === 'ready' ? load.data : [];

  async function run(action: () => Promise<Answer>, text: string | ((result: Answer) => string)) {
    setEmailError(undefined);
    try {
      const result = await action();
      setMessage({ kind: 'ok', text: typeof text === 'function' ? text(result) : text, ...(result.enlace ? { link: result.enlace } : {}) });
      reload();
    } catch (error) {
      const refused = formErrorsOf(error, ['email']);
      if (refused.fields.email) {
        setMessage(null);
        setEmailError(refused.fields.email);
      } else setMessage({ kind: 'error', text: messageOf(error) });
    }
  }
  const addAccount = (email: string, rol: Member['rol'], cambiarRol = false) =>
    run(
      () => post<Answer>('staff', { email, rol, ...(cambiarRol ? { cambiarRol } : {}) }),
      // An address that already has an account gets a new link: said as such.
      (result) =>
        result.nueva === false
          ? `Esa cuenta ya existía: tiene el rol ${roleText(rol)} y un enlace nuevo (los anteriores ya no sirven). Envíale este enlace de un solo uso para que elija su contraseña:`
          : 'Cuenta creada. Envía este enlace de un solo uso para que elija su contraseña:',
    );
  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const rol = form.get('rol') === 'admin' ? 'admin' : 'staff';
    const existing = members.find((member) => member.email === email.toLowerCase());
    if (existing && existing.rol !== rol) return setAsking({ kind: 'role', member: existing, rol });
    void addAccount(email, rol);
  }
  function confirm() {
    if (!asking) return;
    setAsking(null);
    if (asking.kind === 'role') void addAccount(asking.member.email, asking.rol, true);
    else void run(() => post(`staff/${asking.member.id}/active`, { activa: false }), 'Cuenta desactivada.');
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
        <Field label="Email" error={emailError}>
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
        {(rows) => (
          <DataTable label="Cuentas del equipo" columns={['Email', 'Rol', 'Estado', 'Alta', 'Acciones']}>
            {rows.map((member) => (
              <tr key={member.id}>
                <td className="px-3 py-2">{member.email}</td>
                <td className="px-3 py-2">{roleText(member.rol)}</td>
                <td className="px-3 py-2">{!member.activa ? 'Desactivada' : member.conClave ? 'Activa' : 'Pendiente de contraseña'}</td>
                <td className="px-3 py-2">{formatDateTime(member.alta)}</td>
                <td className="flex flex-wrap gap-2 px-3 py-2">
                  {member.email === self.toLowerCase() ? (
                    <span className="text-slate-700">Tu cuenta: tu contraseña se cambia en «Mi contraseña».</span>
                  ) : (
                    <>
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        onClick={() =>
                          member.activa
                            ? setAsking({ kind: 'disable', member })
                            : void run(() => post(`staff/${member.id}/active`, { activa: true }), 'Cuenta activada.')
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
                    </>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Loaded>
      {asking?.kind === 'disable' && (
        <ConfirmDialog
          title={`¿Desactivar la cuenta ${asking.member.email}?`}
          confirmLabel="Sí, desactivar"
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        >
          <p>Se cerrarán sus sesiones abiertas y no podrá entrar hasta que alguien de administración la active de nuevo.</p>
        </ConfirmDialog>
      )}
      {asking?.kind === 'role' && (
        <ConfirmDialog
          title={`¿Cambiar el rol de ${asking.member.email}?`}
          confirmLabel={`Sí, cambiar a ${roleText(asking.rol)}`}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        >
          <p>
            Esa cuenta ya existe, con el rol {roleText(asking.member.rol)}. Pasará a {roleText(asking.rol)} y recibirás un enlace nuevo para ella (los
            anteriores dejarán de servir).
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
