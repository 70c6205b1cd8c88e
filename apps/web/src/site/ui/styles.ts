/** Shared class lists: one look for buttons and sections (DECISIONS §8: touch targets >= 24px, visible focus). */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6';

const button =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/** The one accent colour: calls to action. */
export const buttonAccent = `${button} bg-accent-700 text-white hover:bg-accent-800`;
export const buttonBrand = `${button} bg-brand-800 text-white hover:bg-brand-900`;
export const buttonOutline = `${button} border-2 border-brand-800 bg-white text-brand-800 hover:bg-brand-50`;

export const link = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';
export const sectionTitle = 'text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl';
export const pageTitle = 'text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl';

export const input =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/40';
export const inputState = (invalid: boolean) => `${input} ${invalid ? 'border-red-700' : 'border-slate-400'}`;
