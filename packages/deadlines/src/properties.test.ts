import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, addMonths, daysInMonth, isAfter, isBefore } from './dates';
import { deadlinesOf, periodsOf, statusOf } from './deadlines';
import { RIGHT_KINDS } from './rules';
import type { Deadline, Period, RightFacts } from './types';

/** Any day from 1990 to about 2070: the offices' dates and the clock alike. */
const day = fc.integer({ min: 0, max: 80 * 366 }).map((offset) => addDays('1990-01-01', offset));
const later = (from: string) => fc.integer({ min: 0, max: 3 * 366 }).map((offset) => addDays(from, offset));

const right: fc.Arbitrary<RightFacts> = fc.record({ kind: fc.constantFrom(...RIGHT_KINDS), filedOn: day }).chain(({ kind, filedOn }) =>
  fc.record({
    kind: fc.constant(kind),
    filedOn: fc.constant(filedOn),
    publishedOn: fc.option(later(filedOn), { nil: undefined }),
    grantedOn: fc.option(later(filedOn), { nil: undefined }),
    objectionOn: fc.option(later(filedOn), { nil: undefined }),
    objectionTermEndsOn: fc.option(later(filedOn), { nil: undefined }),
    renewals: fc.option(fc.oneof(fc.integer({ min: 0, max: 12 }), fc.array(later(filedOn).chain(later), { maxLength: 3 })), { nil: undefined }),
    renewedBefore: fc.option(day, { nil: undefined }),
    annuitiesPaid: fc.option(fc.integer({ min: 0, max: 22 }), { nil: undefined }),
  }),
);

/** What must hold of any deadline: the properties the issue names, as messages (empty when it holds). */
function deadlineProblems(deadline: Deadline): string[] {
  const problems: string[] = [];
  if (isBefore(deadline.dueOn, deadline.opensOn)) problems.push(`${deadline.label}: due before it opens`);
  if (deadline.graceEndsOn !== undefined && !isAfter(deadline.graceEndsOn, deadline.dueOn)) problems.push(`${deadline.label}: grace not after the due date`);
  const steps = deadline.surcharge ?? [];
  steps.forEach((step, index) => {
    const expectedFrom = index === 0 ? addDays(deadline.dueOn, 1) : addDays(steps[index - 1]!.until, 1);
    if (step.from !== expectedFrom) problems.push(`${deadline.label}: surcharge step ${index + 1} leaves a gap`);
    if (isBefore(step.until, step.from)) problems.push(`${deadline.label}: surcharge step ${index + 1} ends before it starts`);
  });
  if (steps.length > 0 && steps.at(-1)!.until !== deadline.graceEndsOn) problems.push(`${deadline.label}: surcharges do not reach the grace's end`);
  return problems;
}

/** Periods follow each other day after day, from the filing date. */
function periodProblems(periods: Period[], filedOn: string): string[] {
  const problems: string[] = [];
  if (periods[0]?.from !== filedOn) problems.push('the first period does not start on the filing date');
  periods.forEach((period, index) => {
    if (!isAfter(period.to, period.from)) problems.push(`period ${period.number} is empty`);
    if (index > 0 && period.from !== addDays(periods[index - 1]!.to, 1)) problems.push(`gap or overlap before period ${period.number}`);
  });
  return problems;
}

describe('deadline properties, for any right and any day', () => {
  it('no deadline is due before it opens; the grace always ends after the due date; surcharges cover the grace without gaps', () => {
    fc.assert(
      fc.property(right, day, (facts, today) => {
        expect(deadlinesOf(facts, today).flatMap(deadlineProblems)).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it('periods chain without gaps from the filing date, and the renewal due is the last known period’s end', () => {
    fc.assert(
      fc.property(right, day, (facts, today) => {
        const periods = periodsOf(facts);
        expect(periodProblems(periods, facts.filedOn)).toEqual([]);
        const renewal = deadlinesOf(facts, today).find((deadline) => deadline.kind === 'renovacion');
        if (renewal) expect(renewal.dueOn).toBe(periods.at(-1)!.to);
      }),
      { numRuns: 2000 },
    );
  });

  it('a right is never vigente past the end of its legal life or past a missed grace', () => {
    fc.assert(
      fc.property(right, day, (facts, today) => {
        const deadlines = deadlinesOf(facts, today);
        const end = deadlines.find((deadline) => deadline.kind === 'fin-proteccion');
        const missed = deadlines.some(
          (deadline) => (deadline.kind === 'renovacion' || deadline.kind === 'anualidad') && isAfter(today, deadline.graceEndsOn ?? deadline.dueOn),
        );
        if ((end && isAfter(today, end.dueOn)) || missed) expect(statusOf(facts, today)).toBe('caducada');
      }),
      { numRuns: 2000 },
    );
  });

  it('counts months de fecha a fecha: the same day, or the last of a shorter month, never overflowing into the next', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -240, max: 240 }), (from, months) => {
        const to = addMonths(from, months);
        const [fromDay, toYear, toMonth, toDay] = [Number(from.slice(8)), Number(to.slice(0, 4)), Number(to.slice(5, 7)), Number(to.slice(8))];
        expect(toDay).toBe(Math.min(fromDay, daysInMonth(toYear, toMonth)));
        expect(toYear * 12 + toMonth - (Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)))).toBe(months);
      }),
      { numRuns: 3000 },
    );
  });

  it('catches a broken rule: the checks above fail on a deadline or periods made wrong on purpose', () => {
    const good = deadlinesOf({ kind: 'marca-es', filedOn: '2016-09-15' }, '2020-01-01').find((deadline) => deadline.kind === 'renovacion')!;
    expect(deadlineProblems(good)).toEqual([]);
    expect(deadlineProblems({ ...good, graceEndsOn: good.dueOn, surcharge: [] })).toContain(`${good.label}: grace not after the due date`);
    expect(deadlineProblems({ ...good, opensOn: addDays(good.dueOn, 1) })).toContain(`${good.label}: due before it opens`);
    const [first, second] = good.surcharge!;
    expect(deadlineProblems({ ...good, surcharge: [first!, { ...second!, from: addDays(second!.from, 1) }] })).toContain(
      `${good.label}: surcharge step 2 leaves a gap`,
    );
    const periods = periodsOf({ kind: 'marca-es', filedOn: '2016-09-15', renewals: 2 });
    expect(periodProblems(periods, '2016-09-15')).toEqual([]);
    expect(periodProblems([periods[0]!, { ...periods[1]!, from: addDays(periods[1]!.from, 1) }], '2016-09-15')).toContain('gap or overlap before period 2');
  });
});
