import type { Cents } from '@shop/money';

/**
 * The official fees the shop's prices include, paid to the office in the client's name: suplidos,
 * outside the VAT base (LIVA art. 78.Tres.3). They are the seed of each catalogue entry's
 * `suplidosCents` (DECISIONS §12): staff change them in Precios when the Budget Law changes the fees,
 * and the spec's prices stay what the client pays. Electronic filing throughout, as the office files.
 *
 * Figures marked 'not confirmed' were not found published for 2026: they are the best found, to be
 * checked against the office's own table before the first invoice.
 */

/**
 * Oficina Española de Patentes y Marcas. Its fees are the Budget Law's (Ley 17/2001 annex, Ley
 * 24/2015 annex), 15 % less when filed electronically; without a new Budget Law they carry over.
 */
export const OEPM = {
  /**
   * Mark or trade name application, first class: 127,88 € electronic (150,45 € on paper); the same
   * for every kind of sign (OEPM FAQ: the cost depends only on the number of classes).
   * Source: protectia.eu, '¿Cuánto cuesta registrar una marca en España?'.
   */
  markFirstClass: 12788,
  /**
   * Each further class: not confirmed. The OEPM's 2014 table (92,73 € on paper) raised as the first
   * class was since (143,15 → 150,45 €), less 15 % electronic.
   */
  markAdditionalClass: 8284,
  /** Renewal of a mark or trade name, first class: not confirmed; 2014's 165,73 € raised the same way, electronic. */
  markRenewalFirstClass: 14805,
  /** Renewal, each further class: not confirmed; 2014's 111,27 € raised the same way, electronic. */
  markRenewalAdditionalClass: 9940,
  /**
   * Appeal (recurso de alzada), one per appeal whatever its classes: not confirmed. The OEPM's FAQ
   * gives 74,88 € electronic (88,09 € on paper, 2014's figure); raised as the mark fees were since.
   */
  appeal: 7869,
  /**
   * Spanish patent: application, search report (IET) and substantive examination, electronic. The
   * OEPM's FAQ gives 1.018,64 € (2022); the catalogue keeps twice the spec's PYME reduction
   * (509,33 €, 50 % of these fees under Ley 24/2015), so a PYME pays exactly half of them.
   */
  patentFiling: 101866,
  /**
   * Utility model application, electronic: not confirmed (Ley 24/2015 annex, the same filing fee as
   * a patent's, 89,17 € electronic in 2017; no search report is required for a utility model).
   */
  utilityModelFiling: 8917,
} as const satisfies Record<string, Cents>;

/** European Union Intellectual Property Office: Regulation (EU) 2017/1001, Annex I (unchanged since 2016). */
export const EUIPO = {
  /** EU trade mark, one class, e-filing: 850 € (tmarkmetric.com 'EU trademark cost', 2026; marques.org Class 46). */
  markFirstClass: 85000,
  /** The second class: 50 €. */
  markSecondClass: 5000,
  /** The third and each further class: 150 €. */
  markFurtherClass: 15000,
  /** Renewal, one class, e-renewal: 850 €; the second class 50 €, each further one 150 € (ip-coster.com, EUIPO fees). */
  renewalFirstClass: 85000,
  renewalSecondClass: 5000,
  /** Appeal to the Boards of Appeal: 720 € (marques.org Class 46, 'EUIPO and the new fees structure'). */
  appeal: 72000,
} as const satisfies Record<string, Cents>;

/**
 * European Patent Office, an application filed online: filing fee 135 € (EPO schedule of fees,
 * epoline) and European search fee 1.520 € (not confirmed: the EPO's April 2024 schedule).
 */
export const EPO = {
  filingAndSearch: 13500 + 152000,
} as const satisfies Record<string, Cents>;

/**
 * Registro Territorial de la Propiedad Intelectual de la Comunitat Valenciana, first inscription of
 * a work whose author holds the rights: 11,83 € (model 046, cult.gva.es; not confirmed for 2026).
 */
export const COPYRIGHT_REGISTRY = {
  firstInscription: 1183,
} as const satisfies Record<string, Cents>;
