import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

/** What a flow page's entry in the browser's history says: the step it shows. */
interface StepEntry {
  paso?: unknown;
}

interface StepHistoryOptions {
  /** The step the wizard shows. */
  step: string;
  /** The position of a step in the flow (a later step has a higher one); -1 for none. */
  positionOf: (step: string) => number;
  /** The flow has ended on its confirmation: its steps are behind the visitor. */
  ended: boolean;
  /** One step back, as the form's own 'Atrás' does: the step now shown, or undefined when the form cannot go back. */
  stepBack: () => string | undefined;
  /** The step's main button (the browser's Forward to a step left with Back). */
  stepForward: () => void;
}

/**
 * On a phone the browser's Back button is how people go back: on a flow it should go back one step,
 * as the form's 'Atrás' does, not leave the form. Each step the visitor moves on to is an entry in
 * the browser's history at the same address (spec-1 §2.7: one page, no change of URL), carrying the
 * step it shows; going back to an entry goes back to its step, and Forward presses the step's
 * button again (its checks run). The form's 'Atrás' goes back in the history too while the entry
 * before is this form's previous step, so the two never disagree. Once the flow has ended (a quote
 * request sent), Back leaves the page the flow started on.
 */
export function useStepHistory({ step, positionOf, ended, stepBack, stepForward }: StepHistoryOptions): { back: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };

  // Where in the browser's history this form began (React Router numbers its entries), and with
  // which step: that entry, made by the link or the load that opened the page, does not say it.
  const firstEntry = useRef<number | undefined>(undefined);
  const firstStep = useRef(step);
  useEffect(() => {
    firstEntry.current = entryIndex();
  }, []);
  /** The step the current entry of the history shows (read in effects and handlers: the browser's history). */
  const entryStep = () => stepIn(location.state) ?? (entryIndex() === firstEntry.current ? firstStep.current : undefined);

  // The machine moved to another step (a button, not the history): a step further on is a new
  // entry, a step back rewrites this one (the history's earlier entries stay as they were).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    const from = shownStep.current;
    shownStep.current = step;
    const entry = entryStep();
    if (entry === step) return;
    const forward = positionOf(step) > positionOf(entry ?? from) && !ended;
    const to = (paso: string, replace: boolean) => navigate(here, { replace, state: { paso } satisfies StepEntry, preventScrollReset: true });
    void (async () => {
      // The entry the form opened on learns its step before the next one is made: a Back to it
      // from a later visit of the page (the draft's step) still knows where it leads.
      if (forward && stepIn(location.state) === undefined) await to(from, true);
      await to(step, !forward);
    })();
    // Only a step change makes an entry; the location it reads is that render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  // The visitor went back or forward in the browser's history to another step of this form. Not
  // the entry the form opened on: a page opened by Back shows its draft's step, or starts anew.
  const lastEntry = useRef<string | undefined>(undefined);
  useEffect(() => {
    const previous = lastEntry.current;
    lastEntry.current = location.key;
    if (previous === undefined || previous === location.key) return;
    const entry = entryStep();
    if (navigationType !== 'POP' || entry === undefined || entry === step) return;
    if (ended) {
      const steps = (entryIndex() ?? 0) - (firstEntry.current ?? 0);
      window.history.go(-steps - 1);
      return;
    }
    const target = positionOf(entry);
    if (target < 0) return;
    if (target > positionOf(step)) return stepForward();
    // Back as far as the entry's step (the machine may skip a step it no longer needs), no further.
    for (let now: string | undefined = step; now !== undefined && positionOf(now) > target;) now = stepBack();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return {
    back: () => {
      const depth = (entryIndex() ?? 0) - (firstEntry.current ?? 0);
      // The entry before is this form's previous step only while the history and the form agree.
      if (depth > 0 && entryStep() === step && !ended) void navigate(-1);
      else stepBack();
    },
  };
}

const stepIn = (state: unknown): string | undefined => {
  const paso = (state as StepEntry | null)?.paso;
  return typeof paso === 'string' ? paso : undefined;
};

/** React Router's number for the current entry of the browser's history. */
const entryIndex = (): number | undefined => {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : undefined;
};
