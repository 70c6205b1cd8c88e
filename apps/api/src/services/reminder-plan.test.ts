import { describe, expect, it } from 'vitest';
import { deadlinesOf, type Deadline } from '@shop/deadlines';
import { planReminders, stepKey } from './reminder-plan';

const renewal: Deadline = {
  kind: 'renovacion',
  label: 'Renovación: fin del 1.º periodo de 10 años',
  opensOn: '2026-03-15',
  dueOn: '2026-09-15',
  graceEndsOn: '2027-03-15',
  article: 'Ley 17/2001, arts. 31 y 32.3',
};
const steps = (plan: ReturnType<typeof planReminders>) => ({
  send: plan.send.map((step) => `${step.step}@${step.sendOn}`),
  skip: plan.skip.map((step) => step.step),
  nextOn: plan.nextOn,
});

describe('when reminders go (DECISIONS §13: 6 months, 1 month, 1 week before, and when the grace starts)', () => {
  it('sends nothing before the first step and says when it falls due', () => {
    expect(steps(planReminders([renewal], '2026-01-10', new Set()))).toEqual({ send: [], skip: [], nextOn: '2026-03-15' });
  });

  it('sends each step on its day, then waits for the next', () => {
    expect(steps(planReminders([renewal], '2026-03-15', new Set()))).toEqual({ send: ['6m@2026-03-15'], skip: [], nextOn: '2026-08-15' });
    const done = new Set([stepKey('renovacion', '2026-09-15', '6m'), stepKey('renovacion', '2026-09-15', '1m')]);
    expect(steps(planReminders([renewal], '2026-09-08', done))).toEqual({ send: ['1w@2026-09-08'], skip: [], nextOn: '2026-09-16' });
  });

  it('sends only the latest step due when the facts come late, skipping the earlier ones', () => {
    expect(steps(planReminders([renewal], '2026-09-10', new Set()))).toEqual({ send: ['1w@2026-09-08'], skip: ['6m', '1m'], nextOn: '2026-09-16' });
  });

  it('sends the grace reminder once the due day has passed, and nothing once the grace is over', () => {
    expect(steps(planReminders([renewal], '2026-10-01', new Set())).send).toEqual(['gracia@2026-09-16']);
    expect(steps(planReminders([renewal], '2027-03-16', new Set()))).toEqual({ send: [], skip: ['gracia', '6m', '1m', '1w'], nextOn: undefined });
  });

  it('never sends a step whose moment passed after a later one went', () => {
    const done = new Set([stepKey('renovacion', '2026-09-15', 'gracia')]);
    expect(steps(planReminders([renewal], '2026-10-01', done))).toEqual({ send: [], skip: ['1w', '6m', '1m'], nextOn: '2027-03-16' });
  });

  it('reminds of nothing the client does not do: others’ opposition term, the end of protection', () => {
    const design = deadlinesOf({ kind: 'diseno-es', filedOn: '2004-05-10', publishedOn: '2004-07-01' }, '2026-04-01');
    const kinds = planReminders(design, '2026-04-01', new Set()).send.map((step) => step.deadline.kind);
    expect(kinds).not.toContain('oposicion');
    expect(kinds).not.toContain('fin-proteccion');
  });
});
