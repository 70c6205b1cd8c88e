import { useMemo } from 'react';
import {
  actionLabelOf,
  BUSY,
  priceIncludesOf,
  progressOf,
  fileFieldOf,
  savePurposeOf,
  stepOf,
  type AnyFlow,
  type FailureRemedy,
  type AnyStep,
} from '@shop/flow-kit';
import type { PriceTable } from '@shop/money';
import { STEP_FORM } from '@shop/flow-kit/step-form';
import type { ServerStep } from '@shop/flow-kit/step-answer';
import { formatEur } from '@shop/money';
import { initialDataOf, loadDraft } from './draftStorage';
import { ProgressStrip } from './ProgressStrip';
import { TotalBox } from './TotalBox';
import { BusyOverlay } from './BusyOverlay';
import { ErrorBanner } from './ErrorBanner';
import { StepFields } from './StepFields';
import { PriceSummary, paysFromStep } from './PriceSummary';
import { ConfirmationStep, SummaryStep } from './laterViews';
import { FailureNotice } from './FailureNotice';
import { StepNotes } from './StepNotes';
import { StepHeading } from './StepHeading';
import { StepActions } from './StepActions';
import { useStepMoves } from './useStepMoves';
import { useOrderSaving } from './useOrderSaving';
import { useDraftSync } from './useDraftSync';
import { useStepFocus } from './useStepFocus';
import { useSubmitGuard } from './useSubmitGuard';
import { useWidgetLoading } from './useWidgetLoading';
import { useReopenFromCache } from './useReopenFromCache';
import { SaveForLater } from './SaveForLater';

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
  /** The step the server answered, the visitor's form sent by the browser itself (ADR 021). */
  serverStep?: ServerStep | undefined;
}

type Context = { data: Record<string, unknown>; referencia?: string; showErrors: boolean; failure?: string; failureRemedy?: FailureRemedy };

/**
 * The one wizard: it renders any flow from its definition. The flow's machine decides the steps;
 * the wizard only provides the side effects (saving, leaving for the payment page, its hooks) and the widgets.
 */
export function Wizard({ flow, prices, path, fromDraft, onDraftFound, typedBeforeDraft, takesFocus, onPricesChanged, serverStep }: WizardProps) {
  const initial = useMemo(
    () => (serverStep ? fromServerStep(serverStep) : fromDraft ? loadDraft(flow, path, typedBeforeDraft) : { data: initialDataOf(flow, path) }),
    [flow, path, fromDraft, typedBeforeDraft, serverStep],
  );
  const { snapshot, send, actor, files, setFiles, filesRef, progress, idempotencyKey } = useOrderSaving({ flow, prices, initial, onPricesChanged });
  const { data, referencia, showErrors, failure, failureRemedy } = snapshot.context as Context;
  const stepId = stepOf(snapshot);
  useDraftSync({
    flow,
    path,
    fromDraft,
    initial,
    currentData: () => (actor.getSnapshot().context as Context).data,
    onDraftFound,
    form: { data, referencia, step: stepId, status: snapshot.status, value: snapshot.value },
    files,
    setFiles,
    filesRef,
    idempotencyKey,
  });
  const step = flow.steps.find((candidate: AnyStep) => candidate.id === stepId) ?? flow.steps[0]!;
  const busy = snapshot.hasTag(BUSY);
  const quote = flow.price(data, prices);
  const issues = showErrors ? flow.validateStep(step.id, data, prices) : {};
  const kind = step.kind ?? 'form';
  const { settling, press } = useSubmitGuard();
  const { fieldsPending, onWidgetPending, prepareLaterSteps } = useWidgetLoading(flow);
  const mainButtonDisabled = busy || settling || fieldsPending;
  const focus = useStepFocus({ step: step.id, takesFocus, mainButtonDisabled });

  const { submit, back } = useStepMoves({ flow, step, data, prices, busy, actor, press, showIssue: focus.showIssue });
  useReopenFromCache(actor);
  const formStepCount = flow.steps.filter((candidate: AnyStep) => (candidate.kind ?? 'form') === 'form').length;
  const progressSteps = progressOf(flow, data);
  const actionLabel = actionLabelOf(step, data, busy ? (savePurposeOf(snapshot) ?? 'draft') : undefined)?.replace('{amount}', formatEur(quote.totalCents));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="mb-6 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="space-y-3">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{flow.title}</p>
          <ProgressStrip steps={progressSteps} current={kind === 'confirmation' ? progressSteps.length - 1 : 0} />
        </div>
        {!flow.quoteOnly && (
          <div className="md:w-72">
            <TotalBox quote={quote} includes={priceIncludesOf(flow)} quoteRequest={flow.isQuote(data)} />
          </div>
        )}
      </div>

      {/* A real form (ADR 021): before or without the page's code the browser sends it, and the server answers it. */}
      <form
        method="post"
        action={path}
        encType="multipart/form-data"
        noValidate
        onFocus={prepareLaterSteps}
        onPointerDown={prepareLaterSteps}
        className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && !fieldsPending) void submit();
        }}
      >
        <input type="hidden" name={STEP_FORM.step} value={step.id} />
        {serverStep?.borrador && <input type="hidden" name={STEP_FORM.draft} value={serverStep.borrador} />}
        {serverStep?.notice && (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {serverStep.notice}
          </p>
        )}
        <StepHeading
          heading={focus.heading}
          kind={kind}
          title={step.title}
          intro={step.intro}
          position={flow.steps.indexOf(step) + 1}
          formStepCount={formStepCount}
        />
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
        {kind === 'summary' && step.summary && (
          <SummaryStep view={step.summary(data, quote)} files={fileFieldOf(flow, data) ? files : []} onPending={onWidgetPending} />
        )}
        {kind === 'confirmation' && step.confirmation && <ConfirmationStep confirmation={step.confirmation} referencia={referencia} />}
        {!flow.isQuote(data) && paysFromStep(flow, step) && <PriceSummary quote={quote} />}
        <StepNotes notes={typeof step.notes === 'function' ? step.notes(prices, data) : (step.notes ?? [])} />
        {failure && (
          <FailureNotice
            message={failure}
            remedy={failureRemedy ?? 'retry'}
            onDismiss={
              serverStep
                ? undefined
                : () => {
                    send({ type: 'DISMISS_FAILURE' });
                    focus.returnToMainButton();
                  }
            }
          />
        )}
        {kind !== 'confirmation' && (
          <StepActions
            canGoBack={snapshot.can({ type: 'BACK' })}
            backLabel={step.backLabel}
            onBack={back}
            busy={busy}
            mainButtonDisabled={mainButtonDisabled}
            mainButton={focus.mainButton}
            actionLabel={actionLabel}
          />
        )}
      </form>
      {/* A step the server answered runs no code, and the form to save for later needs it. */}
      {kind !== 'confirmation' && !serverStep && <SaveForLater draft={{ flow, route: path, step: step.id, data, files }} disabled={busy} />}

      {busy && <BusyOverlay purpose={savePurposeOf(snapshot) ?? 'draft'} progress={files.length > 0 ? progress : undefined} />}
    </div>
  );
}

/**
 * The wizard's start at a step the server answered: its data, messages and failure; its files as
 * the summary names them (the bytes stay on the server, in the draft).
 */
function fromServerStep(step: ServerStep) {
  const files = step.files.map((file) => ({ name: file.name, size: file.sizeBytes, type: file.type }) as File);
  return {
    data: step.data,
    step: step.step,
    showErrors: step.showErrors,
    files,
    ...(step.referencia ? { referencia: step.referencia } : {}),
    ...(step.failure ? { failure: step.failure, failureRemedy: step.failureRemedy ?? 'retry' } : {}),
  };
}
