import type { RightKind } from '@shop/deadlines';

/**
 * 'Avísame cuando toque renovar' (DECISIONS §13, ADR 014): on the pages of the renewal flows, the
 * owner of a right filed elsewhere leaves its number, filing day and an e-mail, and after confirming
 * by mail gets the same reminders as a right ordered here. The kinds each page renews: the page a
 * reminder of that kind links to (apps/api reminder-links.ts, checked by its test). A module apart
 * from the form's rules (renewal-watch.ts): a flow page reads it to know whether to load the form at
 * all, and any other flow page sends none of its code (ADR 021).
 */
export const RENEWAL_WATCH_PAGES: Readonly<Record<string, readonly RightKind[]>> = {
  '/renovacion-marca-nacional': ['marca-es', 'nombre-comercial'],
  '/renovacion-marca-europea': ['marca-ue'],
  '/renovacion-diseno': ['diseno-es'],
};

/** The kinds of right a page's form takes, or undefined on a page without the form. */
export const renewalWatchKindsOf = (page: string): readonly RightKind[] | undefined =>
  Object.hasOwn(RENEWAL_WATCH_PAGES, page) ? RENEWAL_WATCH_PAGES[page] : undefined;
