import type { AnyFlow } from '@shop/flow-kit';
import { draftFiles, draftKeyOf, saveDraft } from './draftStorage';

/** The link's query parameter (apps/api/src/services/saved-drafts.ts): `/marca-nacional?borrador=TOKEN`. */
const DRAFT_PARAMETER = 'borrador';
const markerOf = (draftKey: string) => `borrador-servidor:${draftKey}`;

/** The route whose link named a draft the server no longer has: its page says so (KeptDraftGone.tsx). */
let goneFor: string | undefined;
export const keptDraftGone = (flow: AnyFlow, path: string): boolean => goneFor === draftKeyOf(flow, path);

/**
 * A link mailed by 'Guardar y continuar más tarde' (docs/decisions/019-drafts-kept-on-the-server.md)
 * opens the wizard where it was left, on any device: the server's draft becomes this tab's draft of
 * the route, its files rebuilt from the server's bytes into the tab's file store, and the wizard
 * opens it once mounted as it opens any draft (as prefill.ts does with a link's values). A tab takes
 * the same link once, so a reload keeps what the visitor changed since. The client code loads only
 * when the address names a draft.
 */
export async function openKeptDraft(flow: AnyFlow, path: string, search: string): Promise<void> {
  const token = new URLSearchParams(search).get(DRAFT_PARAMETER);
  if (!token) return;
  const draftKey = draftKeyOf(flow, path);
  try {
    if (sessionStorage.getItem(markerOf(draftKey)) === token) return;
    const { readKeptDraft } = await import('../api/savedDrafts');
    const kept = await readKeptDraft(token);
    if (!kept || kept.draft.flow !== flow.id) goneFor = draftKey;
    else {
      await (await draftFiles()).saveDraftFiles(draftKey, kept.files);
      saveDraft(draftKey, { data: kept.draft.datos, step: kept.draft.paso, borrador: token });
    }
    sessionStorage.setItem(markerOf(draftKey), token);
  } catch {
    // No storage or no connection: the form opens blank, and the link works again on the next visit.
  }
}
