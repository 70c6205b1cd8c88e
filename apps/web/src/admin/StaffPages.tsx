import { useState, type FormEvent } from 'react';
import { usePageTitle } from '../pages/usePageTitle';
import { formatDateTime, get, post } from './api';
import { AUDIT_PAGE_SIZE } from '@shop/settings/routes';
import { buttonClass, DataTable, Field, formErrorsOf, inputClass, Loaded, messageOf, Notice, PageHeading, secondaryButtonClass, useLoad } from './ui';
import type { AuditRow } from '@shop/api-contract';

const ACTIONS: Record<string, string> = {
  'session.login': 'Inicio de sesión',
  'session.logout': 'Cierre de sesión',
  'session.failed': 'Acceso fallido',
  'session.locked': 'Acceso bloqueado',
  'order.status': 'Cambio de estado',
  'order.note': 'Nota interna',
  'order.quote': 'Presupuesto enviado',
  'order.undo': 'Cambio de estado deshecho',
  'order.assign': 'Asignación',
  'order.document': 'Documento para el cliente',
  'order.filing': 'Datos de la oficina',
  'order.client': 'Datos del cliente corregidos',
  'order.refund': 'Reembolso',
  'invoice.corrective': 'Factura rectificativa',
  'message.state': 'Estado del mensaje',
  'message.reply': 'Mensaje respondido',
  'reminders.stop': 'Avisos de plazos parados',
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
              <DataTable label="Registro de cambios" columns={['Fecha', 'Quién', 'Qué', 'Sobre', 'Antes', 'Después']}>
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

/** One's own password (ADR 007): the other sessions of the account end. */
export function OwnPasswordPage() {
  usePageTitle('Mi contraseña');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  // Each refusal by its field (the API names 'actual' and 'nueva'; 'repite' is checked here).
  const [fields, setFields] = useState<Record<string, string>>({});
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    setMessage(null);
    setFields({});
    if (form.get('nueva') !== form.get('repite')) return setFields({ repite: 'Las dos contraseñas nuevas no coinciden.' });
    if (form.get('nueva') === form.get('actual')) return setFields({ nueva: 'La nueva contraseña debe ser distinta de la actual.' });
    try {
      const result = await post<{ message: string }>('password', { actual: form.get('actual'), nueva: form.get('nueva') });
      element.reset();
      setMessage({ kind: 'ok', text: result.message });
    } catch (error) {
      const refused = formErrorsOf(error, ['actual', 'nueva']);
      setFields(refused.fields);
      if (Object.keys(refused.fields).length === 0) setMessage({ kind: 'error', text: refused.message });
    }
  }
  return (
    <>
      <PageHeading>Mi contraseña</PageHeading>
      <form onSubmit={submit} className="max-w-md space-y-4 rounded-lg bg-white p-4 shadow-sm">
        {message && <Notice kind={message.kind}>{message.text}</Notice>}
        <Field label="Contraseña actual" error={fields.actual}>
          <input name="actual" type="password" autoComplete="current-password" required className={inputClass} />
        </Field>
        <Field label="Nueva contraseña" hint="Al menos 12 caracteres." error={fields.nueva}>
          <input name="nueva" type="password" autoComplete="new-password" required minLength={12} className={inputClass} />
        </Field>
        <Field label="Repite la nueva contraseña" error={fields.repite}>
          <input name="repite" type="password" autoComplete="new-password" required minLength={12} className={inputClass} />
        </Field>
        <button type="submit" className={buttonClass}>
          Cambiar contraseña
        </button>
      </form>
    </>
  );
}
