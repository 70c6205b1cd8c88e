import type { OrderPageData } from '../api/order';

/** What each deadline is about, as a heading the client scans. */
const TITLES: Record<string, string> = {
  oposicion: 'Oposición de terceros',
  suspenso: 'Respuesta a la oficina',
  renovacion: 'Renovación',
  anualidad: 'Anualidad',
  'fin-proteccion': 'Duración máxima',
};

/** 'YYYY-MM-DD' as '15/09/2026': a calendar day, with no time zone to shift it. */
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The deadlines of the right the order files or renews (DECISIONS §13), as a timeline in the
 * client's words; the sentences come from the server, the days are there for screen readers and
 * calendars. Nothing until staff record the office's facts.
 */
export function OrderDeadlines({ plazos }: { plazos: OrderPageData['plazos'] }) {
  if (plazos.length === 0) return null;
  return (
    <section aria-labelledby="plazos">
      <h2 id="plazos" className="mb-2 font-semibold text-slate-900">
        Plazos de tu derecho
      </h2>
      <ol className="space-y-3 border-l-2 border-accent-500 pl-4" data-testid="order-deadlines">
        {plazos.map((plazo) => (
          <li key={`${plazo.tipo}-${plazo.desde}`}>
            <p className="font-medium text-slate-900">{TITLES[plazo.tipo] ?? 'Plazo'}</p>
            <p className="text-slate-800">{plazo.texto}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={plazo.desde}>{day(plazo.desde)}</time> – <time dateTime={plazo.hasta}>{day(plazo.hasta)}</time>
              {plazo.finRecargo && (
                <>
                  {' '}
                  (con recargo hasta <time dateTime={plazo.finRecargo}>{day(plazo.finRecargo)}</time>)
                </>
              )}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
