import { Link } from 'react-router';
import { orderPagePath } from '@shop/settings/routes';

/**
 * The end of a quote request (spec-1 §2.7, spec-2 §2.9), with the way to the request's own page
 * (DECISIONS §10), where its number and, later, its quote are: nothing to lose with a mail.
 */
export function ConfirmationStep({ confirmation, referencia }: { confirmation: { title: string; lines: readonly string[] }; referencia?: string | undefined }) {
  return (
    <div className="space-y-3 text-center" data-testid="confirmation">
      <svg viewBox="0 0 48 48" className="mx-auto size-16 text-green-700" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
        <circle cx="24" cy="24" r="21" />
        <path d="m14 25 7 7 13-15" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {confirmation.lines.map((line) => (
        <p key={line} className="text-lg text-slate-800">
          {line}
        </p>
      ))}
      <p className="flex flex-wrap justify-center gap-x-6 gap-y-2 pt-4">
        {referencia && (
          <Link to={orderPagePath(referencia)} className="font-medium text-brand-700 underline">
            Ver mi solicitud
          </Link>
        )}
        <Link to="/" className="font-medium text-brand-700 underline">
          Volver al inicio
        </Link>
      </p>
    </div>
  );
}
