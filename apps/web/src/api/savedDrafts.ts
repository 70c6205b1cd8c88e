import type { AnyFlow } from '@shop/flow-kit';
import { fetchApi, post, refusalOf, type ApiRefusal } from './client';
import { appendFiles } from './orders';
import type { KeptDraft } from '@shop/api-contract';

/** 'Guardar y continuar más tarde' (docs/decisions/019-drafts-kept-on-the-server.md; apps/api/src/routes/saved-drafts.ts). */
export const savedDraftPaths = {
  save: 'api/borradores',
  read: (token: string) => `api/borradores/${encodeURIComponent(token)}`,
} as const;

/** The link's query parameter: `/marca-nacional?borrador=TOKEN`. */
export const DRAFT_PARAMETER = 'borrador';

export interface DraftToKeep {
  flow: AnyFlow;
  route: string;
  step: string;
  data: Record<string, unknown>;
  email: string;
  files: readonly File[];
}

/** A draft as the server hands it back (its schema: @shop/api-contract). */
export type { KeptDraft };

/** Keeps the draft on the server, which mails its link; answers when it expires, or the server's refusal. */
export async function keepDraft(draft: DraftToKeep): Promise<{ caduca: string } | ApiRefusal> {
  const form = new FormData();
  form.append('data', JSON.stringify({ flow: draft.flow.id, ruta: draft.route, paso: draft.step, email: draft.email, datos: draft.data }));
  // The files as an order sends them: the server holds them to the same rules and limits.
  appendFiles(form, draft.flow, draft.data, draft.files);
  try {
    return (await (await post(savedDraftPaths.save, { body: form })).json()) as { caduca: string };
  } catch (error) {
    return refusalOf(error);
  }
}

/** The draft a link names with its files rebuilt as the visitor chose them, or undefined when it is gone. */
export async function readKeptDraft(token: string): Promise<{ draft: KeptDraft; files: File[] } | undefined> {
  let draft: KeptDraft;
  try {
    draft = (await (await fetchApi(savedDraftPaths.read(token))).json()) as KeptDraft;
  } catch {
    return undefined;
  }
  const files: File[] = [];
  // One at a time: a draft holds a handful of files, and none is needed before the others.
  for (const file of draft.archivos) {
    const bytes = await (await fetchApi(file.url.replace(/^\//, ''))).blob();
    files.push(new File([bytes], file.nombre, { type: file.tipo }));
  }
  return { draft, files };
}
