import { addDays, addMonths, addYears, isAfter, type IsoDate } from './dates';
import type { RenewalRule } from './rules';
import type { Deadline, Period, RightFacts, SurchargeStep } from './types';

/** How many periods the law allows in all (designs: 25 / 5 = 5); marks renew for ever. */
export const maxPeriods = (rule: RenewalRule): number => (rule.maxYears ? rule.maxYears / rule.periodYears : Number.POSITIVE_INFINITY);

/**
 * The day period `n` expires. Every period is counted from the filing date (Ley 17/2001 art. 31,
 * Ley 20/2003 art. 43, Reg. 2017/1001 art. 52), never from the previous expiry: a mark filed on
 * 29 February expires on 28 February in common years and on 29 February again in leap ones.
 */
export const expiryOf = (rule: RenewalRule, filedOn: IsoDate, n: number): IsoDate => addYears(filedOn, rule.periodYears * n);

/** The first `count` periods: each renewal takes effect the day after the expiry (Ley 17/2001 art. 32.6, Ley 20/2003 art. 44.5). */
export function renewalPeriods(rule: RenewalRule, filedOn: IsoDate, count: number): Period[] {
  const periods: Period[] = [];
  for (let n = 1; n <= Math.min(count, maxPeriods(rule)); n++) {
    periods.push({ number: n, from: n === 1 ? filedOn : addDays(expiryOf(rule, filedOn, n - 1), 1), to: expiryOf(rule, filedOn, n) });
  }
  return periods;
}

/** Surcharge steps after a due date: each from the day after the previous one ends. */
export function surchargeSteps(dueOn: IsoDate, steps: RenewalRule['surcharges']): SurchargeStep[] {
  let from = addDays(dueOn, 1);
  return steps.map((step) => {
    const until = addMonths(dueOn, step.months);
    const current = { percent: step.percent, from, until };
    from = addDays(until, 1);
    return current;
  });
}

/** The renewal at the end of period `n`: the window before the expiry, the grace after it. */
export function renewalDeadline(rule: RenewalRule, filedOn: IsoDate, n: number): Deadline {
  const expiry = expiryOf(rule, filedOn, n);
  return {
    kind: 'renovacion',
    label: `Renovación: fin del ${n}.º periodo de ${rule.periodYears} años`,
    opensOn: addMonths(expiry, -rule.windowMonths),
    dueOn: expiry,
    graceEndsOn: addMonths(expiry, rule.graceMonths),
    surcharge: surchargeSteps(expiry, rule.surcharges),
    article: rule.article,
  };
}

/** The period a renewal asked on `date` renews: the first whose grace had not ended by then. */
function periodRenewedOn(rule: RenewalRule, filedOn: IsoDate, date: IsoDate): number {
  let n = 1;
  while (isAfter(date, addMonths(expiryOf(rule, filedOn, n), rule.graceMonths))) n++;
  return n;
}

/** The periods the right is known to reach: the first, one more per renewal, capped by the law. */
export function periodsKnown(rule: RenewalRule, facts: RightFacts): number {
  let known = 1;
  const { renewals, renewedBefore, filedOn } = facts;
  if (typeof renewals === 'number') known = 1 + Math.max(0, Math.floor(renewals));
  else for (const date of renewals ?? []) known = Math.max(known, periodRenewedOn(rule, filedOn, date) + 1);
  // Periods whose grace ended before the client asked for a renewal were renewed then.
  if (renewedBefore) known = Math.max(known, periodRenewedOn(rule, filedOn, renewedBefore));
  return Math.min(known, maxPeriods(rule));
}

/** When the law lets the right live no longer (the design's 25th year): the last period's end. */
export function protectionEnd(rule: RenewalRule, filedOn: IsoDate): Deadline | undefined {
  const last = maxPeriods(rule);
  if (!Number.isFinite(last)) return undefined;
  return {
    kind: 'fin-proteccion',
    label: `Fin de la protección: ${rule.maxYears} años, sin más renovaciones`,
    opensOn: filedOn,
    dueOn: expiryOf(rule, filedOn, last),
    article: rule.endArticle ?? rule.article,
  };
}

/** What keeps the right alive now: the renewal ending the last known period, and the end of its life if the law sets one. */
export function renewalDeadlines(rule: RenewalRule, facts: RightFacts): Deadline[] {
  const known = periodsKnown(rule, facts);
  const end = protectionEnd(rule, facts.filedOn);
  const renewal = known < maxPeriods(rule) ? [renewalDeadline(rule, facts.filedOn, known)] : [];
  return [...renewal, ...(end ? [end] : [])];
}
