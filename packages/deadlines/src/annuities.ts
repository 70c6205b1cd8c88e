import { addDays, addMonths, addYears, endOfMonth, isAfter, isBefore, type IsoDate } from './dates';
import { surchargeSteps } from './renewals';
import type { AnnuityRule } from './rules';
import type { Deadline, Period, RightFacts } from './types';

/** The right's years: year `n` ends on the `n`th anniversary of the filing, the next starts the day after. */
export function annuityYears(rule: AnnuityRule, filedOn: IsoDate): Period[] {
  return Array.from({ length: rule.years }, (_, index) => {
    const n = index + 1;
    return { number: n, from: n === 1 ? filedOn : addDays(addYears(filedOn, n - 1), 1), to: addYears(filedOn, n) };
  });
}

/** Ley 24/2015 art. 184.2: 'La fecha de devengo de cada anualidad será el último día del mes del aniversario de la fecha de presentación'. */
export const accrualOf = (filedOn: IsoDate, n: number): IsoDate => endOfMonth(addYears(filedOn, n - 1));

/**
 * Annuity `n`, paid in advance for the right's year `n`. Art. 184.3: payable within three months of
 * its accrual, or, if it accrued before the grant was published in the BOPI, within three months of
 * that publication; then art. 185.1's six months with surcharges. Without the grant's publication
 * the law sets no due date yet: undefined.
 */
export function annuityDeadline(rule: AnnuityRule, facts: RightFacts, n: number): Deadline | undefined {
  if (!facts.grantedOn) return undefined;
  const accrual = accrualOf(facts.filedOn, n);
  const payFrom = isBefore(accrual, facts.grantedOn) ? facts.grantedOn : accrual;
  const dueOn = addMonths(payFrom, rule.payMonths);
  return {
    kind: 'anualidad',
    label: `${n}.ª anualidad`,
    opensOn: accrual,
    dueOn,
    graceEndsOn: addMonths(dueOn, rule.graceMonths),
    surcharge: surchargeSteps(dueOn, rule.surcharges),
    article: rule.article,
  };
}

/** Art. 58 (patents), art. 148.2 (utility models): so many years from filing, not extendable. */
export const annuityProtectionEnd = (rule: AnnuityRule, filedOn: IsoDate): Deadline => ({
  kind: 'fin-proteccion',
  label: `Fin de la protección: ${rule.years} años improrrogables`,
  opensOn: filedOn,
  dueOn: addYears(filedOn, rule.years),
  article: rule.endArticle,
});

/**
 * The annuities to pay now, and the end of the right. With the last annuity paid recorded, the next
 * one (whether still payable or missed). Without it the office's ledger is unknown here: the ones
 * payable without surcharge today, else the next to come; earlier ones are taken as paid, since
 * nobody should be told to pay a surcharge on an annuity the office may have received.
 */
export function annuityDeadlines(rule: AnnuityRule, facts: RightFacts, today: IsoDate): Deadline[] {
  const end = annuityProtectionEnd(rule, facts.filedOn);
  const all: Deadline[] = [];
  for (let n = rule.firstAnnuity; n <= rule.years; n++) {
    const deadline = annuityDeadline(rule, facts, n);
    if (deadline) all.push(deadline);
  }
  if (facts.annuitiesPaid !== undefined) {
    const next = all[Math.max(0, facts.annuitiesPaid + 1 - rule.firstAnnuity)];
    return [...(next ? [next] : []), end];
  }
  const payable = all.filter((deadline) => !isAfter(deadline.opensOn, today) && !isBefore(deadline.dueOn, today));
  const coming = all.find((deadline) => isAfter(deadline.opensOn, today));
  return [...(payable.length > 0 ? payable : coming ? [coming] : []), end];
}
