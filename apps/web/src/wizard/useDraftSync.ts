import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { AnyFlow } from '@shop/flow-kit';
import { clearDraft, draftFiles, draftKeyOf, hasDraft, saveDraft, sweepLeftFiles } from './draftStorage';
import type { InitialDraft } from './useOrderSaving';

/** The fields whose values differ from the blank data's. */
export function changedFields(blank: Record<string, unknown>, data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(blank[name])));
}

/** What the tab's draft becomes: cleared once the flow has ended anywhere but on its way to payment, else the form as it is. */
export const draftFate = (status: string, value: unknown): 'clear' | 'save' => (status === 'done' && value !== 'payment' ? 'clear' : 'save');

interface DraftSyncOptions {
  flow: AnyFlow;
  path: string;
  fromDraft: boolean;
  initial: InitialDraft;
  /** The wizard's data now (read when the draft is found). */
  currentData: () => Record<string, unknown>;
  onDraftFound: (typed: Record<string, unknown>, arrivedInApp: boolean) => void;
  form: { data: Record<string, unknown>; referencia: string | undefined; step: string; status: string; value: unknown };
  files: File[];
  setFiles: (files: File[]) => void;
  filesRef: RefObject<File[]>;
  idempotencyKey: RefObject<string>;
}

/**
 * DECISIONS §5: the tab's draft (draftStorage.ts). It is looked for once mounted (the server and
 * hydration know nothing of it). Until then, and for good if one is found (a wizard opened from it
 * replaces this one), nothing is written: blank data would overwrite the draft. Then the form and
 * its chosen files are written as they change, and cleared when the flow ends.
 */
export function useDraftSync({ flow, path, fromDraft, initial, currentData, onDraftFound, form, files, setFiles, filesRef, idempotencyKey }: DraftSyncOptions) {
  const draftKey = draftKeyOf(flow, path);
  const draftSettled = useRef(fromDraft);
  const draftLookedFor = useRef(fromDraft);
  // While the page hydrates, the server's blank form is on screen already, and what the visitor
  // typed in it reaches this wizard in its fields' effects, which run before this one: that much is
  // kept over the draft (ADR 008). In-app, the draft is looked for before the browser paints.
  const hydrating = useRef(typeof document !== 'undefined' && !document.documentElement.dataset.hydrated);
  const lookForDraft = () => {
    if (draftLookedFor.current) return;
    draftLookedFor.current = true;
    if (!hasDraft(flow, path)) draftSettled.current = true;
    else onDraftFound(changedFields(initial.data, currentData()), !hydrating.current);
  };
  useLayoutEffect(() => {
    if (!hydrating.current) lookForDraft();
  });
  useEffect(() => {
    if (hydrating.current) lookForDraft();
  });

  const { data, referencia, step, status, value } = form;
  useEffect(() => {
    if (!draftSettled.current) return;
    if (draftFate(status, value) === 'clear') clearDraft(draftKey);
    else saveDraft(draftKey, { data, referencia, step, idempotencyKey: idempotencyKey.current, borrador: initial.borrador });
  }, [draftKey, data, referencia, status, value, step, initial.borrador, idempotencyKey]);

  // The chosen files come back from the browser's storage after a reload (draftFiles.ts). Until
  // they have, saving the empty list would erase them; a file picked meanwhile wins over them.
  // Without a draft there is nothing to bring back: the storage code loads with the first file
  // chosen, not with the page (ADR 008: a first visit's bytes).
  const filesRestored = useRef(!fromDraft);
  const filesKept = useRef(fromDraft);
  useEffect(() => {
    if (!draftSettled.current) return;
    if (filesRestored.current) return void sweepLeftFiles();
    let current = true;
    void draftFiles()
      .then(({ loadDraftFiles }) => loadDraftFiles(draftKey))
      .then((stored) => {
        if (!current) return;
        filesRestored.current = true;
        if (filesRef.current.length === 0 && stored.length > 0) setFiles(stored);
        else void draftFiles().then(({ saveDraftFiles }) => saveDraftFiles(draftKey, filesRef.current));
      })
      // The storage code failed to load: the files only do not come back, the form works.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [draftKey, filesRef, setFiles]);
  useEffect(() => {
    if (!draftSettled.current || !filesRestored.current || status === 'done') return;
    // Nothing kept and nothing chosen: nothing to write.
    if (files.length === 0 && !filesKept.current) return;
    filesKept.current = files.length > 0;
    void draftFiles()
      .then(({ saveDraftFiles }) => saveDraftFiles(draftKey, files))
      .catch(() => undefined);
  }, [draftKey, files, status]);
}
