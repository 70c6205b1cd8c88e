import { isAfter, isBefore, type IsoDate } from './dates';
import { annuityDeadlines, annuityYears } from './annuities';
import { objectionDeadline, oppositionDeadline } from './procedure';
import { periodsKnown, renewalDeadlines, renewalPeriods } from './renewals';
import { RULES } from './rules';
import type { Deadline, Period, RightFacts, RightStatus } from './types';

/**
 * Every deadline of one right that matters on `today`: the opposition and the objection reply once
 * their facts are recorded (past ones too: they are the right's story), and what keeps the right
 * alive now (the renewal or annuities due, the end of its life where the law sets one).
 */
export function deadlinesOf(right: RightFacts, today: IsoDate): Deadline[] {
  const rule = RULES[right.kind];
  const procedure = [oppositionDeadline(rule, right), objectionDeadline(rule, right)].filter((deadline): deadline is Deadline => deadline !== undefined);
  const maintenance = rule.maintenance.by === 'renewal' ? renewalDeadlines(rule.maintenance, right) : annuityDeadlines(rule.maintenance, right, today);
  return [...procedure, ...maintenance];
}

/** The right's spans of protection as far as they are known: renewal periods, or the patent's years. */
export function periodsOf(right: RightFacts): Period[] {
  const { maintenance } = RULES[right.kind];
  return maintenance.by === 'renewal' ? renewalPeriods(maintenance, right.filedOn, periodsKnown(maintenance, right)) : annuityYears(maintenance, right.filedOn);
}

const within = (today: IsoDate, from: IsoDate, to: IsoDate) => !isBefore(today, from) && !isAfter(today, to);

/**
 * Where the right stands on `today`. A renewal or an annuity missed past its grace, or the end of
 * the right's legal life, makes it 'caducada' (Ley 17/2001 art. 32.3; Ley 20/2003 art. 44.3;
 * Ley 24/2015 art. 185.1): said plainly, never as 'vigente'.
 */
export function statusOf(right: RightFacts, today: IsoDate): RightStatus {
  const deadlines = deadlinesOf(right, today);
  const end = deadlines.find((deadline) => deadline.kind === 'fin-proteccion');
  if (end && isAfter(today, end.dueOn)) return 'caducada';
  const upkeep = deadlines.filter((deadline) => deadline.kind === 'renovacion' || deadline.kind === 'anualidad');
  if (upkeep.some((deadline) => isAfter(today, deadline.graceEndsOn ?? deadline.dueOn))) return 'caducada';
  if (upkeep.some((deadline) => isAfter(today, deadline.dueOn))) return 'en periodo de gracia';
  const open = upkeep.find((deadline) => within(today, deadline.opensOn, deadline.dueOn));
  if (open) return open.kind === 'renovacion' ? 'en plazo de renovación' : 'en plazo de pago';
  // A right this shop renews, or one with renewals recorded, exists whatever its grant date says.
  const renewed = typeof right.renewals === 'number' ? right.renewals > 0 : (right.renewals?.length ?? 0) > 0;
  const exists = right.grantedOn !== undefined || right.renewedBefore !== undefined || renewed;
  return exists ? 'vigente' : 'solicitada';
}
