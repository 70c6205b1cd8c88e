import { addMonths, maxDate } from './dates';
import type { RightRule } from './rules';
import type { Deadline, RightFacts } from './types';

/** Third parties may oppose for so many months from the publication (or, for patents, the grant) the rule names. */
export function oppositionDeadline(rule: RightRule, facts: RightFacts): Deadline | undefined {
  const opposition = rule.opposition;
  const from = opposition ? facts[opposition.from] : undefined;
  if (!opposition || !from) return undefined;
  return {
    kind: 'oposicion',
    label: 'Plazo de oposición de terceros',
    opensOn: from,
    dueOn: addMonths(from, opposition.months),
    article: opposition.article,
  };
}

/** The reply to an office's objection: the term staff recorded from its notice, or the rule's default from its publication. */
export function objectionDeadline(rule: RightRule, facts: RightFacts): Deadline | undefined {
  if (!facts.objectionOn) return undefined;
  const recorded = facts.objectionTermEndsOn;
  return {
    kind: 'suspenso',
    label: 'Contestación al suspenso',
    opensOn: facts.objectionOn,
    // A term recorded before the objection itself would be a typing slip: it never ends before it starts.
    dueOn: recorded ? maxDate(recorded, facts.objectionOn) : addMonths(facts.objectionOn, rule.objection.defaultMonths),
    article: recorded ? `Plazo fijado por la oficina (${rule.objection.article})` : rule.objection.article,
  };
}
