import { initialDataOf, type AnyFlow } from '@shop/flow-kit';

/** The files' storage (IndexedDB through idb-keyval), loaded only once a draft or a file needs it. */
export const draftFiles = () => import('./draftFiles');
export const DRAFT_FILES_DATABASE = 'tienda-borradores';

/**
 * Files a closed tab left behind are swept after a day (draftFiles.ts). A page without a draft
 * loads the storage code only when the browser holds such files at all.
 */
export async function sweepLeftFiles(): Promise<void> {
  try {
    const databases = (await indexedDB.databases?.()) ?? [];
    if (databases.some((database) => database.name === DRAFT_FILES_DATABASE)) await (await draftFiles()).sweepOldFiles();
  } catch {
    // No IndexedDB, or the code failed to load: nothing kept, or swept on a later visit.
  }
}

/**
 * DECISIONS §5: what the visitor typed survives a failed call and a reload. Kept per tab in
 * sessionStorage (not localStorage) so personal data does not outlive the visit; the chosen files in
 * IndexedDB beside it (draftFiles.ts).
 */
interface StoredDraft {
  data: unknown;
  referencia?: string;
  /** The step the visitor was on: a reload on the plans step goes back to plans, not to the form. */
  step?: string;
  /** The key of the save that creates the order: a reload after a lost answer retries it, not a second order. */
  idempotencyKey?: string;
  /** The token of the draft kept on the server this one was opened from (serverDraft.ts): the order's save names it. */
  borrador?: string;
}

/**
 * A draft per flow, and per route where the route sets defaults (renovation's two routes start
 * from different mark types, so each keeps its own draft).
 */
export const draftKeyOf = (flow: AnyFlow, path: string) => (flow.routeDefaults?.[path] ? `${flow.id}@${path}` : flow.id);
const keyOf = (draftKey: string) => `pedido:${draftKey}`;

/** The data a route starts from (flow-kit's, shared with the server's step forms). */
export { initialDataOf };

/** The route's draft; `typed` (fields the visitor changed before the draft was found) wins over it. */
export function loadDraft(
  flow: AnyFlow,
  path: string,
  typed: Record<string, unknown> = {},
): { data: Record<string, unknown>; referencia?: string; step?: string; idempotencyKey?: string; borrador?: string } {
  const initial = initialDataOf(flow, path);
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(draftKeyOf(flow, path))) ?? 'null') as StoredDraft | null;
    const data = stored ? flow.parseData({ ...initial, ...(stored.data as object), ...typed }) : undefined;
    // Only a step the visitor fills in or reads comes back; typing before the draft was found means the form.
    const step = flow.steps.find((candidate: { id: string; kind?: string }) => candidate.id === stored?.step && candidate.kind !== 'confirmation');
    if (data) {
      return {
        data,
        ...(typeof stored?.referencia === 'string' ? { referencia: stored.referencia } : {}),
        ...(step && Object.keys(typed).length === 0 ? { step: step.id } : {}),
        ...(typeof stored?.idempotencyKey === 'string' ? { idempotencyKey: stored.idempotencyKey } : {}),
        ...(typeof stored?.borrador === 'string' ? { borrador: stored.borrador } : {}),
      };
    }
  } catch {
    // A broken draft is no draft.
  }
  return { data: initial };
}

/** Whether this tab keeps a draft for the route (read only in the browser). */
export function hasDraft(flow: AnyFlow, path: string): boolean {
  try {
    return sessionStorage.getItem(keyOf(draftKeyOf(flow, path))) !== null;
  } catch {
    return false;
  }
}

export function saveDraft(draftKey: string, draft: StoredDraft): void {
  try {
    sessionStorage.setItem(keyOf(draftKey), JSON.stringify(draft satisfies StoredDraft));
  } catch {
    // Storage full or disabled: the form still works, only without surviving a reload.
  }
}

export function clearDraft(draftKey: string): void {
  sessionStorage.removeItem(keyOf(draftKey));
  void draftFiles()
    .then(({ clearDraftFiles }) => clearDraftFiles(draftKey))
    .catch(() => undefined);
}

/** After paying, the draft holding that reference is done with. */
export function clearDraftsWithReference(referencia: string): void {
  for (let index = sessionStorage.length - 1; index >= 0; index--) {
    const key = sessionStorage.key(index);
    if (!key?.startsWith('pedido:')) continue;
    try {
      if ((JSON.parse(sessionStorage.getItem(key) ?? '{}') as StoredDraft).referencia === referencia) clearDraft(key.slice(keyOf('').length));
    } catch {
      clearDraft(key.slice(keyOf('').length));
    }
  }
}
