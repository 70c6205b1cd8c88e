import { addDays, addMonths, type Deadline, type DeadlineKind, type IsoDate } from '@shop/deadlines';

/**
 * When reminders go (DECISIONS §13): 6 months, 1 month and 1 week before a deadline, and when its
 * grace period starts (the day after it, for deadlines that have one). Pure: days in, steps out.
 */
export const REMINDER_STEPS = ['6m', '1m', '1w', 'gracia'] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];

/**
 * The deadlines a client acts on: renewing, paying an annuity, answering an objection. Others'
 * opposition term and the end of a right's legal life ask nothing of the client, so no reminder.
 */
export const REMINDED_KINDS: readonly DeadlineKind[] = ['renovacion', 'anualidad', 'suspenso'];

export interface PlannedStep {
  deadline: Deadline;
  step: ReminderStep;
  /** The office's day the reminder falls due. */
  sendOn: IsoDate;
  /** The last day it still says something true: the due date, or for the grace the grace's end. */
  until: IsoDate;
}

/** A reminder step's identity: the unique key of right_reminders, less the order. */
export const stepKey = (kind: string, dueOn: string, step: string) => `${kind}|${dueOn}|${step}`;

export function stepsOf(deadline: Deadline): PlannedStep[] {
  const due = deadline.dueOn;
  const steps: PlannedStep[] = [
    { deadline, step: '6m', sendOn: addMonths(due, -6), until: due },
    { deadline, step: '1m', sendOn: addMonths(due, -1), until: due },
    { deadline, step: '1w', sendOn: addDays(due, -7), until: due },
  ];
  if (deadline.graceEndsOn) steps.push({ deadline, step: 'gracia', sendOn: addDays(due, 1), until: deadline.graceEndsOn });
  return steps;
}

export interface DuePlan {
  /** The one reminder to send now for each deadline: its latest step already due. */
  send: PlannedStep[];
  /** Earlier steps of those deadlines, never sent and now past: recorded as skipped. */
  skip: PlannedStep[];
  /** The day the next step falls due, or the deadlines may change; undefined when nothing is to come. */
  nextOn: IsoDate | undefined;
}

/**
 * What is due on `today`, given the steps already recorded (`done`, by `stepKey`). Facts recorded
 * late, with several steps already past, send only the latest (the 'only the latest one that
 * is due'); a step whose deadline passed unsent (no grace to speak of) is skipped, never sent late.
 */
export function planReminders(deadlines: readonly Deadline[], today: IsoDate, done: ReadonlySet<string>): DuePlan {
  const send: PlannedStep[] = [];
  const skip: PlannedStep[] = [];
  const coming: IsoDate[] = [];
  for (const deadline of deadlines) {
    // The deadlines shown change once one is over (an annuity paid, the next one shown): look again then.
    for (const end of [deadline.dueOn, deadline.graceEndsOn]) if (end && end >= today) coming.push(addDays(end, 1));
    if (!REMINDED_KINDS.includes(deadline.kind)) continue;
    const steps = stepsOf(deadline);
    const open = steps.filter((step) => !done.has(stepKey(deadline.kind, deadline.dueOn, step.step)));
    const reached = open.filter((step) => step.sendOn <= today);
    const latest = reached.at(-1);
    if (latest) {
      const later = steps.slice(steps.indexOf(latest) + 1).some((step) => done.has(stepKey(deadline.kind, deadline.dueOn, step.step)));
      if (!later && latest.until >= today) send.push(latest);
      else skip.push(latest);
      skip.push(...reached.slice(0, -1));
    }
    for (const step of open) if (step.sendOn > today) coming.push(step.sendOn);
  }
  const nextOn = coming.length > 0 ? coming.reduce((a, b) => (a < b ? a : b)) : undefined;
  return { send, skip, nextOn };
}
