import { usePageTitle } from '../pages/usePageTitle';
import { formatDateTime } from './api';
import { DataTable, Loaded, PageHeading, secondaryButtonClass, useLoad } from './ui';

interface Message {
  id: number;
  fecha: string;
  nombre: string;
  email: string;
  mensaje: string;
}
interface Subscriber {
  id: number;
  email: string;
  alta: string;
  estado: string;
}

/** Contact messages and newsletter subscribers, each with its CSV (issue 10 §6). */
export function MessagesPage() {
  usePageTitle('Mensajes');
  const [messages, retryMessages] = useLoad<Message[]>('messages');
  const [subscribers, retrySubscribers] = useLoad<Subscriber[]>('subscribers');
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
      <Loaded load={messages} retry={retryMessages}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-slate-700">Aún no hay mensajes.</p>
          ) : (
            <ul className="space-y-3">
              {rows.map((row) => (
                <li key={row.id} className="rounded-lg bg-white p-4 shadow-sm">
                  <p className="font-semibold">
                    {row.nombre} ·{' '}
                    <a href={`mailto:${row.email}`} className="text-brand-800 underline">
                      {row.email}
                    </a>
                  </p>
                  <p className="text-sm text-slate-700">{formatDateTime(row.fecha)}</p>
                  <p className="mt-2 whitespace-pre-line">{row.mensaje}</p>
                </li>
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
