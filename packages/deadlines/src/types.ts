import type { IsoDate } from './dates';
import type { RightKind } from './rules';

export type DeadlineKind = 'oposicion' | 'suspenso' | 'renovacion' | 'anualidad' | 'fin-proteccion';

/** Part of a grace period and what it costs over the fee: '+25 % from … until …'. */
export interface SurchargeStep {
  percent: number;
  from: IsoDate;
  until: IsoDate;
}

/**
 * One thing to do (or that third parties may do) between two days: renew from `opensOn`, without
 * surcharge until `dueOn`, with `surcharge` until `graceEndsOn`. `article` is where the law says so.
 */
export interface Deadline {
  kind: DeadlineKind;
  /** For staff: 'Renovación: fin del 1.er periodo de 10 años', '5.ª anualidad'. */
  label: string;
  opensOn: IsoDate;
  dueOn: IsoDate;
  graceEndsOn?: IsoDate;
  surcharge?: readonly SurchargeStep[];
  article: string;
}

/** A span of protection: the days from `from` to `to`, both included. */
export interface Period {
  number: number;
  from: IsoDate;
  to: IsoDate;
}

/** What the offices have said about one right, as staff record it. */
export interface RightFacts {
  kind: RightKind;
  filedOn: IsoDate;
  /** The application's publication (the BOPI, the EUTM Bulletin). */
  publishedOn?: IsoDate | undefined;
  /** The grant, or for patents the publication of the grant in the BOPI (Ley 24/2015 art. 184.3). */
  grantedOn?: IsoDate | undefined;
  objectionOn?: IsoDate | undefined;
  /** The term the office gave to answer the objection, when it is not the rule's default. */
  objectionTermEndsOn?: IsoDate | undefined;
  /** Renewals the office recorded: how many, or on which days (each renews the period it falls in). */
  renewals?: number | readonly IsoDate[] | undefined;
  /**
   * A right this shop did not register (a renewal order): every period whose grace had ended by this
   * day was renewed, or it could not be renewed now. Only the office knows its history.
   */
  renewedBefore?: IsoDate | undefined;
  /** The last annuity paid (patents, utility models); unknown when unset. */
  annuitiesPaid?: number | undefined;
}

export type RightStatus = 'solicitada' | 'vigente' | 'en plazo de renovación' | 'en plazo de pago' | 'en periodo de gracia' | 'caducada';
