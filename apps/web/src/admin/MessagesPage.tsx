import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NOTE_MAX } from '@shop/settings/staff-limits';
import { usePageTitle } from '../pages/usePageTitle';
import { formatDateTime, post } from './api';
import {
  buttonClass,
  DataTable,
  Field,
  formErrorsOf,
  inputClass,
  Loaded,
  NO_ERRORS,
  Notice,
  PageHeading,
  secondaryButtonClass,
  useLoad,
  type FormErrors,
} from './ui';
import type { ContactMessage as Message, ContactMessages as Messages, Subscriber } from '@shop/api-contract';

const VIEWS = [
  ['new', 'Nuevos'],
  ['handled', 'Atendidos'],
  ['', 'Todos'],
] as const;

/**
 * Contact messages, new until handled, answered from here by mail (the answer stays with the
 * message), filtered by state; and newsletter subscribers, each with its CSV (ADR 007).
 */
export function MessagesPage() {
  usePageTitle('Mensajes');
  const [params] = useSearchParams();
  // New ones first: what is still to answer.
  const view = params.get('estado') ?? 'new';
  const [messages, retryMessages] = useLoad<Messages>(`messages${view ? `?estado=${view}` : ''}`);
  const [subscribers, retrySubscribers] = useLoad<Subscriber[]>('subscribers');
  const [said, setSaid] = useState('');
  const done = (text: string) => {
    setSaid(text);
    retryMessages();
  };
  const counts = messages.state === 'ready' ? messages.data : undefined;
  return (
    <>
      <PageHeading
        actions={
          <a href="/api/admin/messages.csv" download className={secondaryButtonClass}>
            Descargar mensajes (CSV)
          </a>
        }
      >
        Mensajes de contacto
      </PageHeading>
      <nav aria-label="Mensajes por estado" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {VIEWS.map(([state, label]) => {
            const count = state === 'new' ? counts?.nuevos : state === 'handled' ? counts?.atendidos : counts && counts.nuevos + counts.atendidos;
            return (
              <li key={state || 'todos'}>
                <Link
                  to={`/admin/mensajes?estado=${state}`}
                  aria-current={view === state ? 'page' : undefined}
                  className={`inline-block rounded-full border px-3 py-1 text-sm ${
                    view === state
                      ? 'border-brand-800 bg-brand-800 font-semibold text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-800'
                  }`}
                >
                  {label}
                  {count !== undefined && ` (${count})`}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {said && (
        <div className="mb-4">
          <Notice kind="ok">{said}</Notice>
        </div>
      )}
      <Loaded load={messages} retry={retryMessages}>
        {({ mensajes }) =>
          mensajes.length === 0 ? (
            <p className="text-slate-700">{view === 'new' ? 'No hay mensajes nuevos.' : 'Aún no hay mensajes.'}</p>
          ) : (
            <ul className="space-y-3">
              {mensajes.map((row) => (
                <MessageItem key={row.id} message={row} onDone={done} />
              ))}
            </ul>
          )
        }
      </Loaded>
      <div className="mt-10">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-bold text-brand-900">Suscriptores del boletín</h2>
          <a href="/api/admin/subscribers.csv" download className={secondaryButtonClass}>
            Descargar suscriptores (CSV)
          </a>
        </div>
        <Loaded load={subscribers} retry={retrySubscribers}>
          {(rows) => (
            <DataTable label="Suscriptores del boletín" columns={['Email', 'Alta', 'Estado']}>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2">{row.email}</td>
                  <td className="px-3 py-2">{formatDateTime(row.alta)}</td>
                  <td className="px-3 py-2">{row.estado}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </Loaded>
      </div>
    </>
  );
}

/** One message: what was written, the answers sent, an answer form and its state. */
function MessageItem({ message, onDone }: { message: Message; onDone: (text: string) => void }) {
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const headingId = `mensaje-${message.id}`;
  async function act(request: () => Promise<unknown>, text: string) {
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await request();
      setAnswer('');
      onDone(text);
    } catch (error) {
      setErrors(formErrorsOf(error, ['texto']));
    } finally {
      setBusy(false);
    }
  }
  function reply(event: FormEvent) {
    event.preventDefault();
    void act(() => post(`messages/${message.id}/reply`, { texto: answer }), `Respuesta enviada a ${message.email}.`);
  }
  const handled = message.estado === 'handled';
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {message.nombre} ·{' '}
          <a href={`mailto:${message.email}`} className="text-brand-800 underline">
            {message.email}
          </a>{' '}
          ·{' '}
          <Link to={`/admin/clientes?email=${encodeURIComponent(message.email)}`} className="text-sm font-normal text-brand-800 underline">
            Ficha del cliente
          </Link>
        </h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${handled ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}>
          {handled ? 'Atendido' : 'Nuevo'}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {formatDateTime(message.fecha)}
        {handled && message.atendidoPor && ` · atendido por ${message.atendidoPor}${message.atendidoEl ? `, ${formatDateTime(message.atendidoEl)}` : ''}`}
      </p>
      <p className="mt-2 whitespace-pre-line">{message.mensaje}</p>
      {message.respuestas.map((sent, index) => (
        <blockquote key={index} className="mt-3 border-l-4 border-brand-200 pl-3">
          <p className="text-xs text-slate-700">
            Respuesta de {sent.autor}, {formatDateTime(sent.fecha)}
          </p>
          <p className="whitespace-pre-line">{sent.texto}</p>
        </blockquote>
      ))}
      <form onSubmit={reply} noValidate className="mt-3 space-y-2">
        <Field label={`Responder a ${message.nombre}`} hint="Se envía por correo y queda guardada con el mensaje." error={errors.fields.texto}>
          <textarea rows={3} maxLength={NOTE_MAX} value={answer} onChange={(event) => setAnswer(event.target.value)} className={inputClass} />
        </Field>
        {errors.message && <Notice kind="error">{errors.message}</Notice>}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass} disabled={busy}>
            Enviar respuesta
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={busy}
            onClick={() =>
              void act(
                () => post(`messages/${message.id}/state`, { estado: handled ? 'new' : 'handled' }),
                handled ? 'Mensaje marcado como nuevo.' : 'Mensaje marcado como atendido.',
              )
            }
          >
            {handled ? 'Marcar como nuevo' : 'Marcar como atendido'}
          </button>
        </div>
      </form>
    </li>
  );
}
