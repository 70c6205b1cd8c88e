import { useEffect, useState } from 'react';

/**
 * What staff type on an order (a note, a quote's price and message) or an article, kept in this tab's
 * sessionStorage as they type: when the session ends mid-work (expired, disabled, the password
 * changed elsewhere) the screen turns into the sign-in form, and after signing in again the text
 * is back instead of lost. Cleared once sent, and at sign-out, so the next person on this tab
 * does not find it.
 */
const PREFIX = 'admin-borrador:';

function read(key: string): string {
  try {
    return sessionStorage.getItem(PREFIX + key) ?? '';
  } catch {
    return ''; // Storage refused (private mode, quota): the text is simply not kept.
  }
}

function write(key: string, value: string): void {
  try {
    if (value) sessionStorage.setItem(PREFIX + key, value);
    else sessionStorage.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
}

/** A text field's value, kept under `key` until set back to ''. */
export function useDraft(key: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => read(key));
  const update = (next: string) => {
    setValue(next);
    write(key, next);
  };
  return [value, update];
}

/**
 * A whole form's values (the news editor's article), kept as JSON under `key` while they differ
 * from what the server holds (`held`). `restored` says the form opened with kept values, so the
 * screen can say so; `saved` takes the server's answer as the new state and forgets the draft.
 */
export function useFormDraft<T>(key: string, held: T) {
  const [kept] = useState(() => parseKept<T>(read(key)));
  // Once, as the form opens: not two serialisations of the article at every keystroke.
  const [restored] = useState(() => kept !== undefined && JSON.stringify(kept) !== JSON.stringify(held));
  const [baseline, setBaseline] = useState(held);
  const [value, setValue] = useState<T>(kept ?? held);
  useEffect(() => {
    const typed = JSON.stringify(value);
    write(key, typed === JSON.stringify(baseline) ? '' : typed);
  }, [key, value, baseline]);
  const saved = (answer: T) => {
    setBaseline(answer);
    setValue(answer);
    write(key, '');
  };
  return { value, setValue, saved, restored };
}

function parseKept<T>(text: string): T | undefined {
  try {
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined; // Not ours any more (edited by hand): the server's values.
  }
}

export function clearDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}
