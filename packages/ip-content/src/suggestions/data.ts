import termsFile from '../../nice-data/nice-terms.v1.json';
import rulesFile from '../../nice-data/nice-rules.v1.json';

/**
 * The versioned data the suggestions come from (nice-data/README.md): everyday words mapped to Nice
 * classes, and the rules for the usual pairs. Typed here once; `check-data.ts` proves the files
 * hold what these types say.
 */

export interface TermGroup {
  /** The classes these words usually need, the likeliest first. */
  clases: number[];
  terms: string[];
}

export interface TermsFile {
  version: number;
  edition: string;
  description: string;
  /** Per class, wording to propose when no matched word brings its own. */
  clases: { clase: number; terminos: string[] }[];
  grupos: TermGroup[];
  /** Wording a word brings to the application, per class ('zapatillas' → 25: 'Zapatillas deportivas'). */
  redaccion: Record<string, Record<string, string>>;
}

export interface RulesFile {
  version: number;
  edition: string;
  description: string;
  /** Selling goods (a shop, online or not): the goods' class and this one (35). */
  venta: { clase: number; palabras: string[]; motivo: string; redaccion: string };
  /** Words of a business that makes or grows its goods ('fabricamos', 'hecho a mano'): the goods' classes weigh this much more. */
  fabricacion: { palabras: string[]; factor: number };
  /** A class that brings another when these words are there too (9 and 42). */
  pares: { si: number; añade: number; factor: number; palabras: string[] }[];
  /** A service that uses goods (a restaurant's food) goes before the goods' classes. */
  primero: { si: number; rebaja: number[]; factor: number }[];
}

export const termsData: TermsFile = termsFile;
export const rulesData: RulesFile = rulesFile;
