import type { MouseEventHandler } from 'react';
import { InfoIcon } from './icons';

/** The round "i" that opens a description (Nice classes, trademark types): 44px, a named button. */
export function InfoButton({ label, onClick, className = '' }: { label: string; onClick: MouseEventHandler<HTMLButtonElement>; className?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 hover:text-brand-900 ${className}`}
    >
      <InfoIcon />
    </button>
  );
}
