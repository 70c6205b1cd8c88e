import { useState } from 'react';

/**
 * What staff type on an order (a note, a quote's price and message), kept in this tab's
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

export function clearDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}
