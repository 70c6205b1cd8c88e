import type { Deadline, RightInfo } from '@shop/api-contract';

export type { Deadline, RightInfo };

/** 'YYYY-MM-DD' as '15/09/2026': calendar days, no time zone. */
export const calendarDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Where the right stands and each deadline with its days, surcharges and article, for staff. */
export function RightDeadlines({ right, deadlines }: { right: RightInfo | null; deadlines: readonly Deadline[] }) {
  return (
    <div className="space-y-3" data-testid="admin-deadlines">
      {right ? (
        <p className="text-slate-800">
          {right.nombre} ({right.accion === 'renews' ? 'renovación' : 'registro'})
          {right.estadoTexto && (
            <>
              {' '}
              · <strong>{right.estadoTexto}</strong>
            </>
          )}
        </p>
      ) : (
        <p className="text-slate-700">Este servicio no presenta ningún derecho con plazos propios.</p>
      )}
      {deadlines.length === 0 ? (
        right && <p className="text-sm text-slate-700">Los plazos aparecen al anotar la fecha de presentación.</p>
      ) : (
        <ul className="space-y-2">
          {deadlines.map((deadline) => (
            <li key={`${deadline.kind}-${deadline.opensOn}`} className="border-l-4 border-brand-200 pl-3 text-sm">
              <p className="font-medium text-slate-900">{deadline.label}</p>
              <p className="text-slate-800">
                Desde el {calendarDay(deadline.opensOn)} hasta el {calendarDay(deadline.dueOn)}
                {deadline.graceEndsOn && `; con recargo hasta el ${calendarDay(deadline.graceEndsOn)}`}
              </p>
              {deadline.surcharge?.map((step) => (
                <p key={step.from} className="text-slate-700">
                  +{step.percent} % del {calendarDay(step.from)} al {calendarDay(step.until)}
                </p>
              ))}
              <p className="text-xs text-slate-600">{deadline.article}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
