import { Link } from 'react-router';

/** The end of a quote request (spec-1 §2.7, spec-2 §2.9). */
export function ConfirmationStep({ confirmation }: { confirmation: { title: string; lines: readonly string[] } }) {
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
      <p className="pt-4">
        <Link to="/" className="font-medium text-brand-700 underline">
          Volver al inicio
        </Link>
      </p>
    </div>
  );
}
