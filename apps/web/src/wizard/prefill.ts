import type { AnyFlow, Fields } from '@shop/flow-kit';
import { draftKeyOf, loadDraft, saveDraft } from './draftStorage';

/** Kinds a link may fill: a typed value or a choice, never files, consents or prices. */
const PREFILLED_KINDS = new Set(['text', 'radio']);
const MAX_LENGTH = 200;

/**
 * A link into a flow may carry some of its fields in the address (a reminder's 'Renovar ahora':
 * `/renovacion-marca-nacional?brandNumber=M4123456&brandName=…`, DECISIONS §13). Each declared text
 * or radio field whose value its own schema accepts goes into this tab's draft of the route, which
 * the wizard opens once mounted as it opens any draft: the server's page and hydration stay blank
 * and equal. A tab takes the same link's values once, so a reload keeps what the visitor changed.
 */
export function prefillFromAddress(flow: AnyFlow, path: string, search: string): void {
  try {
    const values: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(search)) {
      const field = (flow.fields as Fields)[name];
      if (field && PREFILLED_KINDS.has(field.kind) && value.length <= MAX_LENGTH && field.schema.safeParse(value).success) values[name] = value;
    }
    if (Object.keys(values).length === 0) return;
    const draftKey = draftKeyOf(flow, path);
    const marker = `prefill:${draftKey}`;
    const taken = JSON.stringify(values);
    if (sessionStorage.getItem(marker) === taken) return;
    const draft = loadDraft(flow, path);
    saveDraft(draftKey, { ...draft, data: { ...draft.data, ...values } });
    sessionStorage.setItem(marker, taken);
  } catch {
    // No storage: the form opens blank, as without the link's values.
  }
}
