import { Link } from 'react-router';
import { company } from '@shop/settings';

/** The mark and the consultancy's name, linking home (spec-1 §2.1). */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      // With enlarged text on a phone (below xs) the name wraps rather than push the menu button off
      // screen; on the narrowest of them (320px at 200%, under 11rem) the mark steps aside for it.
      className={`inline-flex min-h-11 shrink-0 items-center gap-2.5 text-lg font-bold tracking-tight max-xs:min-w-0 max-xs:shrink ${inverted ? 'text-white' : 'text-brand-900'}`}
    >
      <svg viewBox="0 0 32 32" className="h-9 w-9 shrink-0 max-[11rem]:hidden" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#1e3a8a'} />
        <path
          d="M10 23V9h6.5a4.5 4.5 0 0 1 0 9H10m6.5 0 5 5"
          fill="none"
          stroke={inverted ? '#1e3a8a' : '#ffffff'}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{company.name}</span>
    </Link>
  );
}
