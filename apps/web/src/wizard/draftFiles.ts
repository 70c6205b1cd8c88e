import { createStore, del, delMany, entries, get, set, type UseStore } from 'idb-keyval';
import { DRAFT_FILES_DATABASE } from './draftStorage';

/**
 * The files a visitor chose survive a reload like the rest of the draft (DECISIONS §5: nothing is
 * lost). sessionStorage holds text only, so the files go to IndexedDB, filed under an id this tab
 * keeps in sessionStorage; whatever a closed tab left there is swept after a day, so personal
 * documents do not stay in the browser long after the visit.
 */
const TAB_ID = 'borrador-archivos:pestana';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface StoredFiles {
  files: File[];
  savedAt: number;
}

let store: UseStore | undefined;
const storeOf = () => (store ??= createStore(DRAFT_FILES_DATABASE, 'archivos'));

function tabId(): string {
  let id = sessionStorage.getItem(TAB_ID);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(TAB_ID, id);
  }
  return id;
}

const keyOf = (draftKey: string) => `${tabId()}:${draftKey}`;

/** The files kept for this tab's draft; none when the browser keeps nothing (private modes, errors). */
export async function loadDraftFiles(draftKey: string): Promise<File[]> {
  try {
    await sweepOldFiles();
    const stored = await get<StoredFiles>(keyOf(draftKey), storeOf());
    return (stored?.files ?? []).filter((file) => file instanceof File);
  } catch {
    return [];
  }
}

export async function saveDraftFiles(draftKey: string, files: readonly File[]): Promise<void> {
  try {
    if (files.length === 0) await del(keyOf(draftKey), storeOf());
    else await set(keyOf(draftKey), { files: [...files], savedAt: Date.now() } satisfies StoredFiles, storeOf());
  } catch {
    // Storage full or disabled: the form still works, the files only do not survive a reload.
  }
}

export const clearDraftFiles = (draftKey: string) => saveDraftFiles(draftKey, []);

export async function sweepOldFiles(): Promise<void> {
  const now = Date.now();
  const old = (await entries<IDBValidKey, StoredFiles>(storeOf())).filter(([, stored]) => !(now - stored.savedAt < MAX_AGE_MS)).map(([key]) => key);
  if (old.length > 0) await delMany(old, storeOf());
}
