import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise, waitFor } from 'xstate';
import {
  actionLabelOf,
  BUSY,
  priceIncludesOf,
  progressOf,
  fileFieldOf,
  issuePathsInOrder,
  loadNumberingPlans,
  savePurposeOf,
  stepOf,
  type AnyFlow,
  type FailureRemedy,
  type SaveInput,
  type AnyStep,
} from '@shop/flow-kit';
import type { PriceTable } from '@shop/money';
import { company } from '@shop/settings';
import { formatEur } from '@shop/money';
import { paymentUrl } from '../api/paths';
import { clearDraft, draftKeyOf, hasDraft, initialDataOf, loadDraft, saveDraft } from './draftStorage';
import { draftFiles, sweepLeftFiles } from './draftStorage';
import { ProgressStrip } from './ProgressStrip';
import { TotalBox } from './TotalBox';
import { BusyOverlay } from './BusyOverlay';
import { ERROR_BANNER_ID, ErrorBanner } from './ErrorBanner';
import { preloadWidgetsOf } from './widgets';
import { StepFields } from './StepFields';
import { SummaryStep } from './SummaryStep';
import { PriceSummary, paysFromStep } from './PriceSummary';
import { ConfirmationStep } from './ConfirmationStep';
import { FailureNotice } from './FailureNotice';
import { StepNotes } from './StepNotes';
import { fieldId } from './widgets/types';
import { SubmitButton } from './SubmitButton';
import { canKeepFiles, filesAfterSave, type FilesOnServer } from './filesOnServer';
import { useStepHistory } from './useStepHistory';
import { SaveForLater } from './SaveForLater';

const DOUBLE_CLICK_MS = 400;

interface WizardProps {
  flow: AnyFlow;
  prices: PriceTable;
  path: string;
  /** Starts from this tab's draft of the route rather than blank data. */
  fromDraft: boolean;
  /**
   * A draft exists although the wizard started blank: its page opens a wizard from it instead,
   * with the fields the visitor had already changed in this one (before the page hydrated).
   */
  onDraftFound: (typed: Record<string, unknown>, arrivedInApp: boolean) => void;
  /** Those fields, over the draft's. */
  typedBeforeDraft?: Record<string, unknown> | undefined;
  /**
   * The visitor came to this page from another of the site (not by loading it): the page's title
   * had the focus, in the blank wizard this one replaces, and this one's heading takes it back.
   */
  takesFocus?: boolean;
  /** The server priced an order otherwise than these prices: its catalogue changed, read it again. */
  onPricesChanged?: () => void;
}

/**
 * The one wizard: it renders any flow from its definition. The flow's machine decides the steps;
 * the wizard only provides the side effects (saving, leaving for the payment page) and the widgets.
 */
export function Wizard({ flow, prices, path, fromDraft, onDraftFound, typedBeforeDraft, takesFocus, onPricesChanged }: WizardProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | undefined>();
  const filesRef = useRef(files);
  filesRef.current = files;
  // The machine is made once; the prices it saves with are the latest the page has.
  const pricesRef = useRef(prices);
  pricesRef.current = prices;
  const onPricesChangedRef = useRef(onPricesChanged);
  onPricesChangedRef.current = onPricesChanged;
  const totalShownByServer = useRef<number>(undefined);
  /** The file list the server holds for this order since the last save that sent it: not uploaded again. */
  const filesOnServer = useRef<FilesOnServer>(undefined);
  const initial = useMemo(
    () => (fromDraft ? loadDraft(flow, path, typedBeforeDraft) : { data: initialDataOf(flow, path) }),
    [flow, path, fromDraft, typedBeforeDraft],
  );
  const draftKey = draftKeyOf(flow, path);
  // The draft's key when it has one: the save whose answer a reload lost is retried, not made twice.
  const idempotencyKey = useRef(initial.idempotencyKey ?? crypto.randomUUID());
  const machine = useMemo(
    () =>
      flow.machine.provide({
        actors: {
          saveOrder: fromPromise(async ({ input }: { input: SaveInput<Record<string, unknown>> }) => {
            setProgress(undefined);
            // The order client loads with the first save, not with the page.
            const { saveOrder } = await import('../api/orders');
            const chosen = filesRef.current;
            // A phone re-uploading a 100 MB video on every save of one order: once is enough.
            const sent = filesOnServer.current;
            const kept = canKeepFiles(sent, input.referencia, chosen);
            const shown = pricesRef.current;
            const saved = await saveOrder(input, {
              flow,
              prices: shown,
              files: kept ? 'kept' : chosen,
              idempotencyKey: idempotencyKey.current,
              savedDraft: initial.borrador,
              onProgress: setProgress,
            });
            filesOnServer.current = filesAfterSave(flow, input.data, saved.referencia, chosen);
            // DECISIONS §1: the server's figure is the one charged; one that differs means staff changed a price meanwhile.
            // Told once: a second press pays the figure the visitor has now been shown (never a loop).
            const priceChanged =
              !flow.isQuote(input.data) &&
              saved.total?.centimos !== flow.price(input.data, shown).totalCents &&
              saved.total?.centimos !== totalShownByServer.current;
            if (priceChanged) {
              totalShownByServer.current = saved.total.centimos;
              onPricesChangedRef.current?.();
            }
            return { ...saved, priceChanged };
          }),
        },
        guards: {
          // The billing block's rules follow the total (DECISIONS §12): the step is judged with the prices the page shows.
          stepIsValid: ({ context }: { context: { data: Record<string, unknown> } }, params: { step: string }) =>
            Object.keys(flow.validateStep(params.step, context.data, pricesRef.current)).length === 0,
        },
        actions: {
          goToPayment: ({ context }: { context: { referencia?: string } }) => {
            if (context.referencia) window.location.assign(paymentUrl(context.referencia));
          },
        },
      }),
    [flow, initial.borrador],
  );
  // A reload comes back to the step the visitor was on (the draft keeps it), as a resting step.
  const restored = useMemo(
    () =>
      initial.step && initial.step in (machine.states as object)
        ? machine.resolveState({ value: initial.step, context: { data: initial.data, referencia: initial.referencia, showErrors: false } })
        : undefined,
    [machine, initial],
  );
  const [snapshot, send, actor] = useMachine(machine, restored ? { input: initial, snapshot: restored } : { input: initial });

  // The tab's draft is looked for once mounted (the server and hydration know nothing of it). Until
  // then, and for good if one is found (a wizard opened from it replaces this one), nothing is
  // written: blank data would overwrite the draft.
  const draftSettled = useRef(fromDraft);
  const draftLookedFor = useRef(fromDraft);
  const lookForDraft = () => {
    if (draftLookedFor.current) return;
    draftLookedFor.current = true;
    if (!hasDraft(flow, path)) draftSettled.current = true;
    else onDraftFound(changedFields(initial.data, (actor.getSnapshot().context as { data: Record<string, unknown> }).data), !hydrating.current);
  };
  // In-app, before the browser paints the blank form. While the page hydrates, the server's blank
  // form is on screen already, and what the visitor typed in it reaches this wizard in its fields'
  // effects, which run before this one: that much is kept over the draft (issue 12).
  const hydrating = useRef(typeof document !== 'undefined' && !document.documentElement.dataset.hydrated);
  useLayoutEffect(() => {
    if (!hydrating.current) lookForDraft();
  });
  useEffect(() => {
    if (hydrating.current) lookForDraft();
  });
  const { data, referencia, showErrors, failure, failureRemedy } = snapshot.context as {
    data: Record<string, unknown>;
    referencia?: string;
    showErrors: boolean;
    failure?: string;
    failureRemedy?: FailureRemedy;
  };
  const stepId = stepOf(snapshot);
  const step = flow.steps.find((candidate: AnyStep) => candidate.id === stepId) ?? flow.steps[0]!;
  const busy = snapshot.hasTag(BUSY);
  const quote = flow.price(data, prices);
  const issues = showErrors ? flow.validateStep(step.id, data, prices) : {};

  useEffect(() => {
    if (!draftSettled.current) return;
    if (snapshot.status === 'done' && snapshot.value !== 'payment') clearDraft(draftKey);
    else saveDraft(draftKey, { data, referencia, step: stepId, idempotencyKey: idempotencyKey.current, borrador: initial.borrador });
  }, [draftKey, data, referencia, snapshot.status, snapshot.value, stepId, initial.borrador]);

  // The chosen files come back from the browser's storage after a reload (draftFiles.ts). Until
  // they have, saving the empty list would erase them; a file picked meanwhile wins over them.
  // Without a draft there is nothing to bring back: the storage code loads with the first file
  // chosen, not with the page (issue 12: a first visit's bytes).
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
  }, [draftKey]);
  useEffect(() => {
    if (!draftSettled.current || !filesRestored.current || snapshot.status === 'done') return;
    // Nothing kept and nothing chosen: nothing to write.
    if (files.length === 0 && !filesKept.current) return;
    filesKept.current = files.length > 0;
    void draftFiles()
      .then(({ saveDraftFiles }) => saveDraftFiles(draftKey, files))
      .catch(() => undefined);
  }, [draftKey, files, snapshot.status]);

  // A new step: its heading takes the focus, so keyboard and screen-reader users start at its top.
  const heading = useRef<HTMLHeadingElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const [focusMainButton, setFocusMainButton] = useState(false);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      // The blank wizard's heading had it and left with it: the focus fell to the document.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (takesFocus && lost) heading.current?.focus({ preventScroll: true });
      return;
    }
    // At once: the site scrolls smoothly (index.css), but a new step is a new page, not a place on this one.
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, [step.id, takesFocus]);

  // Just after a submit the main button rests: the second click of a double click would otherwise
  // land on the next step's button, which is not a decision the visitor made.
  const lastSubmitAt = useRef(Number.NEGATIVE_INFINITY);
  const [settling, setSettling] = useState(false);
  // While any of the step's widgets loads, its button waits: it would judge fields nobody can see yet.
  const [widgetsLoading, setWidgetsLoading] = useState(0);
  const fieldsPending = widgetsLoading > 0;
  const onWidgetPending = useCallback((pending: boolean) => setWidgetsLoading((count) => count + (pending ? 1 : -1)), []);
  // A visitor who starts on the form will need its later steps: their widgets load from the first
  // touch, so the next step shows at once (not with the page: a first visit's bytes stay small).
  const laterStepsRequested = useRef(false);
  const prepareLaterSteps = () => {
    if (laterStepsRequested.current) return;
    laterStepsRequested.current = true;
    for (const later of flow.steps) void preloadWidgetsOf(flow, later).catch(() => undefined);
    // The save that creates the order carries a solved bot check (DECISIONS §7): solved meanwhile.
    void import('../api/orderBotToken').then(({ prepareOrderBotToken }) => prepareOrderBotToken()).catch(() => undefined);
  };
  useEffect(() => {
    if (!settling) return;
    // The second click of a double click lands where the button was: on whatever the next step
    // shows there (a link, a tile), which is not a decision the visitor made either.
    const swallowSecondClick = (event: MouseEvent) => {
      if (event.detail < 2) return;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('click', swallowSecondClick, true);
    const timer = setTimeout(() => setSettling(false), DOUBLE_CLICK_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', swallowSecondClick, true);
    };
  }, [settling]);

  // A failed submit: the page goes to its top, where the banner lists every message with a link to
  // its field (spec-2 §2.2), and the first invalid field takes the focus without moving the page.
  const [focusRequest, setFocusRequest] = useState<{ name: string; at: number }>();
  useEffect(() => {
    if (!focusRequest) return;
    window.scrollTo({ top: 0, behavior: 'instant' });
    // A field that starts below the fold would take the focus out of sight, where a key would change
    // what the visitor cannot see (a phone, a group low on the form): the banner takes it, a link from it.
    const field = document.getElementById(fieldId(focusRequest.name));
    const inSight = field !== null && field.getBoundingClientRect().top + 16 <= window.innerHeight;
    (inSight ? field : document.getElementById(ERROR_BANNER_ID))?.focus({ preventScroll: true });
  }, [focusRequest]);

  const submit = async () => {
    const now = performance.now();
    if (now - lastSubmitAt.current < DOUBLE_CLICK_MS) return;
    lastSubmitAt.current = now;
    setSettling(true);
    if (snapshot.can({ type: 'PAY' })) {
      // A step that pays may have fields (the plans' billing block, DECISIONS §12): the machine stays
      // on it when they do not pass, and the first at fault takes the focus.
      const first = issuePathsInOrder(step.fields ?? [], flow.validateStep(step.id, data, prices))[0];
      send({ type: 'PAY' });
      if (first) setFocusRequest({ name: first, at: Date.now() });
      return;
    }
    await moveOn();
  };
  /**
   * Checks the step, then moves on or shows its messages: the main button, and the browser's Forward.
   * True once the form has left the step: a step that saves first stays on it when its save fails.
   */
  const moveOn = async (): Promise<boolean> => {
    // The phone's numbering plans load on demand; the check must not run without them.
    await loadNumberingPlans().catch(() => undefined);
    // A second submit that waited here too must not act on the step the first one opened.
    if (stepOf(actor.getSnapshot()) !== step.id) return true;
    const problems = flow.validateStep(step.id, data, prices);
    const first = issuePathsInOrder(step.fields ?? [], problems)[0];
    send({ type: 'NEXT' });
    if (first) setFocusRequest({ name: first, at: Date.now() });
    if (Object.keys(problems).length > 0) return false;
    const after = await waitFor(actor, (next) => !next.hasTag(BUSY) || next.status === 'done');
    return stepOf(after) !== step.id;
  };

  const kind = step.kind ?? 'form';
  const stepIndex = flow.steps.indexOf(step);
  const { back } = useStepHistory({
    step: step.id,
    positionOf: (id) => flow.steps.findIndex((candidate: AnyStep) => candidate.id === id),
    ended: kind === 'confirmation',
    busy,
    stepBack: () => {
      const before = actor.getSnapshot();
      if (!before.can({ type: 'BACK' })) return undefined;
      actor.send({ type: 'BACK' });
      const now = stepOf(actor.getSnapshot());
      return now === stepOf(before) ? undefined : now;
    },
    stepForward: moveOn,
  });
  // Back from the payment page may bring this page back from the browser's memory as it was left:
  // on its way to the gateway, the overlay up and nothing to press. It opens again from its draft
  // (the step and the order it left from).
  useEffect(() => {
    const reopen = (event: PageTransitionEvent) => {
      if (event.persisted && actor.getSnapshot().value === 'payment') window.location.reload();
    };
    window.addEventListener('pageshow', reopen);
    return () => window.removeEventListener('pageshow', reopen);
  }, [actor]);
  // 'Paso 1 de 1' says nothing: the count shows only where the form has several steps.
  const formStepCount = flow.steps.filter((candidate: AnyStep) => (candidate.kind ?? 'form') === 'form').length;
  const progressSteps = progressOf(flow, data);
  const progressIndex = kind === 'confirmation' ? progressSteps.length - 1 : 0;
  const mainButtonDisabled = busy || settling || (kind === 'form' && fieldsPending);
  // The failure notice closed, and its button with it: the keyboard goes on from the step's main
  // button, once it takes presses again (it rests a moment after each submit).
  useEffect(() => {
    if (!focusMainButton || mainButtonDisabled) return;
    mainButton.current?.focus();
    setFocusMainButton(false);
  }, [focusMainButton, mainButtonDisabled]);
  const actionLabel = actionLabelOf(step, data, busy ? (savePurposeOf(snapshot) ?? 'draft') : undefined)?.replace('{amount}', formatEur(quote.totalCents));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="mb-6 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="space-y-3">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{flow.title}</p>
          <ProgressStrip steps={progressSteps} current={progressIndex} />
        </div>
        {!flow.quoteOnly && (
          <div className="md:w-72">
            <TotalBox quote={quote} includes={priceIncludesOf(flow)} quoteRequest={flow.isQuote(data)} />
          </div>
        )}
      </div>

      <form
        noValidate
        onFocus={prepareLaterSteps}
        onPointerDown={prepareLaterSteps}
        className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && !(kind === 'form' && fieldsPending)) void submit();
        }}
      >
        <div>
          {formStepCount > 1 && kind === 'form' && (
            <p className="text-sm text-slate-700">
              Paso {stepIndex + 1} de {formStepCount}
            </p>
          )}
          {/* A summary may bear the form's title: what the step is for is said with its heading, which takes the focus. */}
          {kind === 'summary' && (
            <p id="paso-resumen" className="text-sm text-slate-700">
              Revisa tu solicitud
            </p>
          )}
          <h1
            id="paso-titulo"
            ref={heading}
            tabIndex={-1}
            aria-describedby={kind === 'summary' ? 'paso-resumen' : undefined}
            className="text-2xl font-bold text-brand-900 sm:text-3xl"
          >
            {step.title}
          </h1>
          {step.intro && <p className="mt-2 text-slate-700">{step.intro}</p>}
        </div>

        {Object.keys(issues).length > 0 && <ErrorBanner issues={issues} order={step.fields ?? []} />}

        {kind === 'form' && (
          <StepFields
            flow={flow}
            step={step}
            data={data}
            issues={issues}
            prices={prices}
            quote={quote}
            files={files}
            onFilesChange={setFiles}
            disabled={busy}
            onPending={onWidgetPending}
            onChange={(patch) => send({ type: 'EDIT', patch })}
          />
        )}
        {kind === 'summary' && step.summary && <SummaryStep view={step.summary(data, quote)} files={fileFieldOf(flow, data) ? files : []} />}
        {kind === 'confirmation' && step.confirmation && <ConfirmationStep confirmation={step.confirmation} referencia={referencia} />}
        {!flow.isQuote(data) && paysFromStep(flow, step) && <PriceSummary quote={quote} />}

        <StepNotes notes={typeof step.notes === 'function' ? step.notes(prices, data) : (step.notes ?? [])} />

        {failure && (
          <FailureNotice
            message={failure}
            remedy={failureRemedy ?? 'retry'}
            onDismiss={() => {
              send({ type: 'DISMISS_FAILURE' });
              setFocusMainButton(true);
            }}
          />
        )}

        {kind !== 'confirmation' && (
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
            {snapshot.can({ type: 'BACK' }) ? (
              <button
                type="button"
                onClick={back}
                disabled={busy}
                className="min-h-11 rounded-lg border border-slate-400 px-5 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
              >
                {step.backLabel ?? 'Atrás'}
              </button>
            ) : (
              <span />
            )}
            <SubmitButton ref={mainButton} disabled={mainButtonDisabled} busy={busy}>
              {actionLabel ?? 'Continuar'}
            </SubmitButton>
          </div>
        )}
        {/* The page and its texts show without JavaScript; the button needs it: say so, and the other ways to order. */}
        {kind !== 'confirmation' && (
          <noscript>
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
              Para enviar el formulario, activa JavaScript en tu navegador. También puedes llamarnos al {company.phone} o escribirnos a {company.email}.
            </p>
          </noscript>
        )}
      </form>
      {kind !== 'confirmation' && <SaveForLater draft={{ flow, route: path, step: step.id, data, files }} disabled={busy} />}

      {busy && <BusyOverlay purpose={savePurposeOf(snapshot) ?? 'draft'} progress={files.length > 0 ? progress : undefined} />}
    </div>
  );
}

/** The fields whose values differ from the blank data's. */
function changedFields(blank: Record<string, unknown>, data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(blank[name])));
}
