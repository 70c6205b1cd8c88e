import type { AnyFlow } from '@shop/flow-kit';

/**
 * DECISIONS §5: what the visitor typed survives a failed call and a reload. Kept per tab in
 * sessionStorage (not localStorage) so personal data does not outlive the visit. Files cannot be kept.
 */
interface StoredDraft {
  data: unknown;
  referencia?: string;
}

const keyOf = (flowId: string) => `pedido:${flowId}`;

export function loadDraft(flow: AnyFlow): { data: Record<string, unknown>; referencia?: string } {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(flow.id)) ?? 'null') as StoredDraft | null;
    const data = stored ? flow.parseData({ ...flow.initialData(), ...(stored.data as object) }) : undefined;
    if (data) return { data, ...(typeof stored?.referencia === 'string' ? { referencia: stored.referencia } : {}) };
  } catch {
    // A broken draft is no draft.
  }
  return { data: flow.initialData() };
}

export function saveDraft(flowId: string, data: unknown, referencia: string | undefined): void {
  try {
    sessionStorage.setItem(keyOf(flowId), JSON.stringify({ data, referencia }));
  } catch {
    // Storage full or disabled: the form still works, only without surviving a reload.
  }
}

export const clearDraft = (flowId: string) => sessionStorage.removeItem(keyOf(flowId));

/** After paying, the draft holding that reference is done with. */
export function clearDraftsWithReference(referencia: string): void {
  for (let index = sessionStorage.length - 1; index >= 0; index--) {
    const key = sessionStorage.key(index);
    if (!key?.startsWith('pedido:')) continue;
    try {
      if ((JSON.parse(sessionStorage.getItem(key) ?? '{}') as StoredDraft).referencia === referencia) sessionStorage.removeItem(key);
    } catch {
      sessionStorage.removeItem(key);
    }
  }
}
