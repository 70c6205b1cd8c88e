import { useState } from 'react';
import { changeCalendar, MyOrdersError, type CalendarFeed } from '../api/myOrders';
import { buttonBrand, buttonOutline, input } from '../site/ui/styles';

/**
 * The calendar of the client's deadlines (DECISIONS §13): a secret address any calendar subscribes
 * to (Google Calendar by its 'add by URL', Apple Calendar and Outlook by webcal), shown on every
 * visit, changed for a new one or turned off from here; the old address stops answering at once.
 */
export function CalendarBox({ initial }: { initial: CalendarFeed | null }) {
  const [feed, setFeed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  async function change(accion: 'nueva' | 'quitar') {
    setBusy(true);
    setMessage('');
    try {
      const { calendario } = await changeCalendar(accion);
      setFeed(calendario);
      setMessage(accion === 'quitar' ? 'Calendario desactivado: su dirección ya no funciona.' : 'Dirección del calendario lista.');
    } catch (error) {
      setMessage(error instanceof MyOrdersError ? error.message : 'No hemos podido cambiar el calendario. Inténtalo de nuevo.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="calendario" className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-5">
      <h2 id="calendario" className="text-lg font-bold text-brand-900">
        Tus plazos en tu calendario
      </h2>
      {feed ? (
        <>
          <p className="text-slate-800">
            Suscríbete a esta dirección secreta desde Google Calendar, Apple Calendar u Outlook: cada plazo aparece en su día y se actualiza solo. No la
            compartas.
          </p>
          <label className="block">
            <span className="font-medium text-slate-900">Dirección del calendario</span>
            <input readOnly value={feed.url} onFocus={(event) => event.target.select()} className={`${input} mt-1 border-slate-400 font-mono text-sm`} />
          </label>
          <div className="flex flex-wrap gap-3">
            <a href={feed.webcal} className={buttonBrand}>
              Suscribirme
            </a>
            <a
              href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feed.webcal)}`}
              className={buttonOutline}
              target="_blank"
              rel="noreferrer"
            >
              Añadir a Google Calendar
            </a>
          </div>
          <div className="flex flex-wrap gap-4 text-sm">
            <button type="button" disabled={busy} onClick={() => void change('nueva')} className="font-medium text-brand-800 underline">
              Cambiar la dirección
            </button>
            <button type="button" disabled={busy} onClick={() => void change('quitar')} className="font-medium text-red-800 underline">
              Desactivar el calendario
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-slate-800">Recibe cada plazo de tus derechos en tu calendario, con una dirección secreta que solo tú conoces.</p>
          <button type="button" disabled={busy} onClick={() => void change('nueva')} className={buttonBrand}>
            Crear mi calendario
          </button>
        </>
      )}
      <p role="status" className="text-sm text-slate-800">
        {message}
      </p>
    </section>
  );
}
