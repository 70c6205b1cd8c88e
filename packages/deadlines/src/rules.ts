/**
 * What the law says about each kind of right, as data: how long it lasts, how it is kept alive,
 * who may oppose it and for how long. Each figure cites the article it comes from; the engine
 * (deadlines.ts) only counts with them.
 */

export const RIGHT_KINDS = ['marca-es', 'nombre-comercial', 'marca-ue', 'diseno-es', 'patente-es', 'modelo-utilidad-es'] as const;
export type RightKind = (typeof RIGHT_KINDS)[number];

/** What an order does to its right: files it, or renews one that exists. */
export type RightAction = 'registers' | 'renews';
export interface RightDeclaration {
  kind: RightKind;
  action: RightAction;
}

export const isRightKind = (value: unknown): value is RightKind => RIGHT_KINDS.includes(value as RightKind);

/** A surcharge due from the day after the previous step ends (or the due date) until `months` after the due date. */
export interface SurchargeRule {
  percent: number;
  months: number;
}

/** Kept alive by renewing it every period (marks, trade names, designs). */
export interface RenewalRule {
  by: 'renewal';
  periodYears: number;
  /** The most the right may last, counted from filing (designs: 25 years). Unset: renewable for ever. */
  maxYears?: number;
  /** Renewal may be asked in these months before the period expires. */
  windowMonths: number;
  /** And still, with a surcharge, in these months after. */
  graceMonths: number;
  surcharges: readonly SurchargeRule[];
  article: string;
  /** Where the law caps the right's life (the design's 25 years). */
  endArticle?: string;
}

/** Kept alive by paying an annuity each year (patents, utility models). */
export interface AnnuityRule {
  by: 'annuities';
  years: number;
  /** The filing fee covers the annuities before this one. */
  firstAnnuity: number;
  payMonths: number;
  graceMonths: number;
  surcharges: readonly SurchargeRule[];
  article: string;
  endArticle: string;
}

export interface OppositionRule {
  months: number;
  /** The fact the term counts from: the application's publication, or the grant's (patents). */
  from: 'publishedOn' | 'grantedOn';
  article: string;
}

export interface RightRule {
  kind: RightKind;
  /** The right as staff name it. */
  name: string;
  /** The right as the client's own: 'tu marca'. */
  yours: string;
  maintenance: RenewalRule | AnnuityRule;
  opposition?: OppositionRule;
  /** The term to answer an office's objection when staff record none, and where it comes from. */
  objection: { defaultMonths: number; article: string };
}

/**
 * Ley 17/2001 art. 31: 'diez años contados desde la fecha de presentación de la solicitud y podrá
 * renovarse por períodos sucesivos de diez años'. Art. 32.3: 'en los seis meses anteriores a la
 * expiración del registro. En su defecto, ... en un plazo de seis meses a partir de la expiración
 * del registro, ... un recargo del 25 por ciento de la cuota si el ingreso tiene lugar durante los
 * tres primeros meses, y de un 50 por ciento si se efectúa dentro de los tres siguientes'.
 */
const SPANISH_MARK_RENEWAL: RenewalRule = {
  by: 'renewal',
  periodYears: 10,
  windowMonths: 6,
  graceMonths: 6,
  surcharges: [
    { percent: 25, months: 3 },
    { percent: 50, months: 6 },
  ],
  article: 'Ley 17/2001, arts. 31 y 32.3',
};

/**
 * Art. 19 leaves the term to the Reglamento (RD 687/2002): two months from the application's
 * publication in the BOPI. Art. 21.1 likewise for the reply to an objection: one month from its
 * publication, unless the office's notice says otherwise (staff then record the term).
 */
const SPANISH_MARK_OPPOSITION: OppositionRule = { months: 2, from: 'publishedOn', article: 'Ley 17/2001, art. 19; RD 687/2002' };
const SPANISH_MARK_OBJECTION = { defaultMonths: 1, article: 'Ley 17/2001, art. 21.1; RD 687/2002' };

/** Patents and utility models share the annuities of Ley 24/2015 arts. 184 and 185. */
const annuities = (years: number, endArticle: string): AnnuityRule => ({
  by: 'annuities',
  years,
  // Art. 184.4: the filing fee 'exonera del pago de las dos primeras anualidades'.
  firstAnnuity: 3,
  // Art. 184.3: 'dentro de los tres meses posteriores a la fecha de devengo' (or of the grant's
  // publication, for annuities accrued before it); then 'dentro de los seis meses siguientes'.
  payMonths: 3,
  graceMonths: 6,
  // Art. 185.1: 'un recargo del 25 por ciento dentro de los tres primeros meses y del 50 por ciento
  // dentro de los tres siguientes, hasta un máximo de seis meses de demora'.
  surcharges: [
    { percent: 25, months: 3 },
    { percent: 50, months: 6 },
  ],
  article: 'Ley 24/2015, arts. 184 y 185',
  endArticle,
});

export const RULES: Readonly<Record<RightKind, RightRule>> = {
  'marca-es': {
    kind: 'marca-es',
    name: 'Marca española',
    yours: 'tu marca',
    maintenance: SPANISH_MARK_RENEWAL,
    opposition: SPANISH_MARK_OPPOSITION,
    objection: SPANISH_MARK_OBJECTION,
  },
  // Ley 17/2001 art. 87.3: the marks' rules apply to trade names.
  'nombre-comercial': {
    kind: 'nombre-comercial',
    name: 'Nombre comercial',
    yours: 'tu nombre comercial',
    maintenance: { ...SPANISH_MARK_RENEWAL, article: 'Ley 17/2001, arts. 31, 32.3 y 87.3' },
    opposition: { ...SPANISH_MARK_OPPOSITION, article: 'Ley 17/2001, arts. 19 y 87.3; RD 687/2002' },
    objection: { ...SPANISH_MARK_OBJECTION, article: 'Ley 17/2001, arts. 21.1 y 87.3; RD 687/2002' },
  },
  /**
   * Reg. (UE) 2017/1001 art. 52: ten years from the filing date, renewable for ten more. Art. 53.3:
   * the request 'within a period of six months ending on the expiry of the registration' and, failing
   * that, 'within a further period of six months following the expiry', with an additional fee (25 %
   * of the late renewal fee, the Regulation's Annex I): one surcharge for the whole grace, not two steps.
   * Art. 46.1: opposition 'within a period of three months following the publication'.
   */
  'marca-ue': {
    kind: 'marca-ue',
    name: 'Marca de la Unión Europea',
    yours: 'tu marca europea',
    maintenance: {
      by: 'renewal',
      periodYears: 10,
      windowMonths: 6,
      graceMonths: 6,
      surcharges: [{ percent: 25, months: 6 }],
      article: 'Reglamento (UE) 2017/1001, arts. 52 y 53.3',
    },
    opposition: { months: 3, from: 'publishedOn', article: 'Reglamento (UE) 2017/1001, art. 46.1' },
    // The EUIPO states the term in each objection; one month until staff record it.
    objection: { defaultMonths: 1, article: 'Reglamento (UE) 2017/1001, art. 42.2 (plazo que fija la EUIPO)' },
  },
  /**
   * Ley 20/2003 art. 43: 'cinco años contados desde la fecha de presentación ... períodos sucesivos
   * de cinco años hasta un máximo de 25 años'. Art. 44.3: the same six-month window, six-month grace
   * and 25 % / 50 % surcharges as marks. Art. 33.1: opposition 'en los dos meses siguientes a la
   * publicación del diseño registrado' (designs are opposed after they are registered).
   */
  'diseno-es': {
    kind: 'diseno-es',
    name: 'Diseño industrial español',
    yours: 'tu diseño',
    maintenance: {
      by: 'renewal',
      periodYears: 5,
      maxYears: 25,
      windowMonths: 6,
      graceMonths: 6,
      surcharges: SPANISH_MARK_RENEWAL.surcharges,
      article: 'Ley 20/2003, arts. 43 y 44.3',
      endArticle: 'Ley 20/2003, art. 43',
    },
    opposition: { months: 2, from: 'publishedOn', article: 'Ley 20/2003, art. 33.1' },
    objection: { defaultMonths: 1, article: 'Ley 20/2003 (plazo que fija la OEPM en el suspenso)' },
  },
  /**
   * Ley 24/2015 art. 58: 'veinte años improrrogables, contados a partir de la fecha de presentación'.
   * Art. 43.1: opposition 'dentro de los seis meses siguientes a la publicación de la concesión'.
   */
  'patente-es': {
    kind: 'patente-es',
    name: 'Patente española',
    yours: 'tu patente',
    maintenance: annuities(20, 'Ley 24/2015, art. 58'),
    opposition: { months: 6, from: 'grantedOn', article: 'Ley 24/2015, art. 43.1' },
    objection: { defaultMonths: 1, article: 'Ley 24/2015, art. 40.2 (plazo que fija la OEPM)' },
  },
  /**
   * Ley 24/2015 art. 148.2: 'diez años improrrogables, contados desde la fecha de presentación'.
   * Art. 144.1: opposition 'dentro de los dos meses siguientes a la publicación de la solicitud'.
   */
  'modelo-utilidad-es': {
    kind: 'modelo-utilidad-es',
    name: 'Modelo de utilidad español',
    yours: 'tu modelo de utilidad',
    maintenance: annuities(10, 'Ley 24/2015, art. 148.2'),
    opposition: { months: 2, from: 'publishedOn', article: 'Ley 24/2015, art. 144.1' },
    objection: { defaultMonths: 1, article: 'Ley 24/2015, art. 142.4 (plazo que fija la OEPM)' },
  },
};
