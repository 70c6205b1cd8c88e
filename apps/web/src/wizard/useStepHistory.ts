import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

/**
 * What a flow page's entry in the browser's history says: the step it shows, the step of the entry
 * before it when that is this form's too, and where in the history the form's entries begin.
 */
interface StepEntry {
  paso?: string;
  antes?: string;
  desde?: number;
}

interface StepHistoryOptions {
  /** The step the wizard shows. */
  step: string;
  /** The position of a step in the flow (a later step has a higher one); -1 for none. */
  positionOf: (step: string) => number;
  /** The flow has ended on its confirmation: its steps are behind the visitor. */
  ended: boolean;
  /** A save is running: the form cannot go back until it ends. */
  busy: boolean;
  /** One step back, as the form's own 'Atrás' does: the step now shown, or undefined when the form cannot go back. */
  stepBack: () => string | undefined;
  /** The step's main button (the browser's Forward to a step left with Back): false when its checks stop it. */
  stepForward: () => Promise<boolean>;
}

/**
 * On a phone the browser's Back button is how people go back: on a flow it should go back one step,
 * as the form's 'Atrás' does, not leave the form. Each step the visitor moves on to is an entry in
 * the browser's history at the same address (spec-1 §2.7: one page, no change of URL), carrying
 * its step; going back to an entry goes back to its step, and Forward presses the step's button
 * again (its checks run; refused, the history goes back to the step shown). The form's 'Atrás'
 * goes back in the history too while the entry before is this form's previous step, so the two
 * never disagree. Once the flow has ended (a quote request sent), Back leaves the flow's page.
 */
export function useStepHistory({ step, positionOf, ended, busy, stepBack, stepForward }: StepHistoryOptions): { back: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const entry = entryOf(location.state);
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };

  // The entry this form opened on, made by the link or the load that opened the page, does not say
  // its step until the form stamps it (when the visitor moves on); until then it is the first shown.
  const firstEntry = useRef<number | undefined>(undefined);
  const firstStep = useRef(step);
  useEffect(() => {
    firstEntry.current = entryIndex();
  }, []);
  /** The step the current entry shows (read in effects and handlers: it reads the browser's history). */
  const entryStep = () => entry.paso ?? (entryIndex() === firstEntry.current ? firstStep.current : undefined);

  // The machine moved to another step (a button, not the history): a step further on is a new
  // entry, a step back rewrites this one (the history's earlier entries stay as they were).
  const shownStep = useRef(step);
  // Effect events: only a step change, or a move in the history, runs them; they read that render's values.
  const onStepShown = useEffectEvent(() => {
    if (shownStep.current === step) return;
    const from = shownStep.current;
    shownStep.current = step;
    const current = entryStep();
    if (current === step) return;
    const forward = !ended && positionOf(step) > positionOf(current ?? from);
    const desde = entry.desde ?? entryIndex();
    const to = (state: StepEntry, replace: boolean) => navigate(here, { replace, state, preventScrollReset: true });
    void (async () => {
      if (forward && entry.paso === undefined) await to({ paso: from, desde }, true);
      await to(forward ? { paso: step, antes: current ?? from, desde } : { paso: step, antes: entry.antes, desde }, !forward);
    })();
  });
  // Only a step change makes an entry.
  useEffect(() => onStepShown(), [step]);

  // The visitor went back or forward in the browser's history to another step of this form.
  const lastKey = useRef<string | undefined>(undefined);
  const lastIndex = useRef<number | undefined>(undefined);
  const onHistoryMove = useEffectEvent(() => {
    const previousKey = lastKey.current;
    const previousIndex = lastIndex.current;
    lastKey.current = location.key;
    lastIndex.current = entryIndex();
    if (previousKey === undefined || previousKey === location.key || navigationType !== 'POP') return;
    const target = entryStep();
    if (target === undefined || target === step) return;
    const moved = (lastIndex.current ?? 0) - (previousIndex ?? 0);
    // Back to the entry that shows the form's step, as if the press had not happened.
    const undo = () => moved !== 0 && window.history.go(-moved);
    if (ended) {
      // Out of the flow: to the entry before its first one.
      const fromStart = typeof entry.desde === 'number' && lastIndex.current !== undefined ? lastIndex.current - entry.desde : 0;
      window.history.go(-Math.max(1, fromStart + 1));
      return;
    }
    const targetPosition = positionOf(target);
    if (targetPosition < 0) return;
    if (targetPosition > positionOf(step)) {
      // Forward by one entry, from this step, is a press of its button; anything else is refused.
      if (moved !== 1 || entry.antes !== step) return void (moved > 0 && undo());
      void stepForward().then((forward) => forward || undo());
      return;
    }
    // Back as far as the entry's step (the machine may skip a step it no longer needs), no further.
    let now: string | undefined = step;
    while (now !== undefined && positionOf(now) > targetPosition) now = stepBack();
    // A save is running: the step stays, and so does the history.
    if (now === undefined && busy) undo();
  });
  useEffect(() => onHistoryMove(), [location.key]);

  return {
    back: () => {
      // The entry before is this form's previous step only while the history and the form agree.
      const before = entry.antes;
      if (!ended && entryStep() === step && before !== undefined && positionOf(before) < positionOf(step)) void navigate(-1);
      else stepBack();
    },
  };
}

const entryOf = (state: unknown): StepEntry => {
  const { paso, antes, desde } = (state ?? {}) as Record<string, unknown>;
  return {
    ...(typeof paso === 'string' ? { paso } : {}),
    ...(typeof antes === 'string' ? { antes } : {}),
    ...(typeof desde === 'number' ? { desde } : {}),
  };
};

/** React Router's number for the current entry of the browser's history. */
const entryIndex = (): number | undefined => {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : undefined;
};
