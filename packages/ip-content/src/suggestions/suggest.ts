import MiniSearch, { type SearchResult } from 'minisearch';
import { niceClassHeading } from '../nice-classes';
import { rulesData, termsData, type RulesFile, type TermsFile } from './data';
import { firstStemsOf, fold, formsOf, wordsOf } from './words';
import { joinSpanish, near, phrasesOf } from './phrases';

export { joinSpanish } from './phrases';

/** One suggested class, as the API answers it and the class step shows it. */
export interface ClassSuggestion {
  clase: number;
  /** The official heading (nice-classes.ts). */
  titulo: string;
  /** Why, in the visitor's own words: 'por «zapatillas» y «ropa»'. */
  motivo: string;
  /** Wording to propose for the application in this class. */
  terminos: string[];
}

export interface SuggestOptions {
  /** At most this many classes (6). */
  limit?: number;
  /** Search-box mode: the last word may be half typed, and the pair rules stay out of it. */
  asYouType?: boolean;
}

export const MAX_SUGGESTIONS = 6;
/** What is read of a text: the API refuses longer descriptions, the browser cuts there. */
export const MAX_DESCRIPTION = 500;

/** A word's weight when it names whom the business serves ('una app para peluquerías'), not what it does. */
const FOR_WHOM_WEIGHT = 0.25;
/** How many words after 'para' still name whom it is for. */
const FOR_WHOM_REACH = 4;
/** A class listed second or third for a word counts less than the first. */
const RANK_WEIGHTS = [1, 0.6, 0.45];
/** Each further word for a class adds less: one clear word beats many vague ones. */
const REPEAT_DECAY = 0.5;
/** Classes far below the best are noise. */
const MIN_SHARE = 0.2;
const MAX_WORDING = 4;
const AS_WRITTEN_BONUS = 1.5;
/** A typo's match counts for less than the word itself (MiniSearch's default is 0.45). */
const FUZZY_WEIGHT = 0.25;
const PREFIX_WEIGHT = 0.375;
/** How many words beyond its own a phrase may be spread over in the text ('ropa de trabajo y de deporte'). */
const PHRASE_SLACK = 3;

interface Entry {
  term: string;
  classes: number[];
}

interface EntryWords {
  /** Per content word of the term, the forms it is indexed under: every word must match. */
  words: string[][];
  /** The term's words as written, folded. */
  plain: Set<string>;
}

/** A term's words, worked out when it first matches: stemming all 5,000 terms at once was one long task on a phone. */
const entryWords = new WeakMap<Entry, EntryWords>();
function wordsOfEntry(entry: Entry): EntryWords {
  let known = entryWords.get(entry);
  if (!known) {
    const words = wordsOf(entry.term);
    known = { words: words.map(formsOf).filter((forms) => forms.length > 0), plain: new Set(words.map(fold)) };
    entryWords.set(entry, known);
  }
  return known;
}

interface Found {
  score: number;
  /** The best score per set of visitor words: one word counts once per class, however many terms it matches. */
  contributions: Map<string, number>;
  /** Visitor's words that matched, with the weight they brought. */
  words: Map<string, number>;
  wording: string[];
}

/** A suggester over one data set (the shipped files by default; tests may pass their own), its index not filled yet. */
function prepareSuggester(terms: TermsFile, rules: RulesFile) {
  const entries: Entry[] = terms.grupos.flatMap((group) => group.terms.map((term) => ({ term, classes: group.clases })));
  // Forms the list holds as they are (a visitor's word that is one of them is no typo), noted as the index is built.
  const knownForms = new Set<string>();
  const indexForms = (word: string) => {
    const forms = formsOf(word);
    for (const form of forms) knownForms.add(form);
    return forms;
  };
  const index = new MiniSearch<{ id: number; term: string }>({
    fields: ['term'],
    tokenize: wordsOf,
    processTerm: indexForms,
    searchOptions: { processTerm: formsOf },
  });
  const documents = entries.map((entry, id) => ({ id, term: entry.term }));
  const defaults = new Map(terms.clases.map((entry) => [entry.clase, entry.terminos]));
  const saleForms = new Set(rules.venta.palabras.flatMap(formsOf));
  const pairForms = rules.pares.map((pair) => new Set(pair.palabras.flatMap(formsOf)));
  // Each phrase as the forms of its words: 'hecho a mano' is there when 'hecho' and 'mano' are.
  const makingPhrases = rules.fabricacion.palabras.map((phrase) =>
    wordsOf(phrase)
      .map(formsOf)
      .filter((forms) => forms.length > 0),
  );

  /** The visitor's words by form, and the forms that only name whom the business serves. */
  function readText(text: string) {
    const words = wordsOf(text.slice(0, MAX_DESCRIPTION));
    const wordOf = new Map<string, string>();
    const served = new Map<string, boolean>();
    const positions = new Map<string, number[]>();
    // Only a word's first stems are matched loosely: its stems' stems are short and would match anything.
    const firstStems = new Set<string>();
    words.forEach((word, at) => {
      const forWhom = words.slice(Math.max(0, at - FOR_WHOM_REACH), at).includes('para');
      const forms = formsOf(word);
      for (const form of firstStemsOf(word)) firstStems.add(form);
      positions.set(word, [...(positions.get(word) ?? []), at]);
      for (const form of forms) {
        if (!wordOf.has(form)) wordOf.set(form, word);
        served.set(form, (served.get(form) ?? true) && forWhom);
      }
    });
    const query = [...new Set(words)].join(' ');
    return { words, wordOf, served, query, firstStems, positions };
  }

  function add(found: Map<number, Found>, clase: number, score: number, words: [string, number][], wording: string[] = []) {
    const current = found.get(clase) ?? { score: 0, contributions: new Map<string, number>(), words: new Map<string, number>(), wording: [] as string[] };
    const key = words
      .map(([word]) => word)
      .sort()
      .join(' ');
    current.contributions.set(key, Math.max(current.contributions.get(key) ?? 0, score));
    for (const [word, weight] of words) current.words.set(word, Math.max(current.words.get(word) ?? 0, weight));
    for (const text of wording) if (!current.wording.includes(text)) current.wording.push(text);
    found.set(clase, current);
  }

  function matchedTerms(text: string, asYouType: boolean) {
    const { words: textWords, wordOf, served, query, firstStems, positions } = readText(text);
    // Typos: one letter off from five letters on, two from ten.
    const fuzzy = (term: string) => (!firstStems.has(term) || knownForms.has(term) ? 0 : term.length >= 10 ? 2 : term.length >= 5 ? 1 : 0);
    const found = new Map<number, Found>();
    if (!query) return { found, wordOf, textWords };
    const results: SearchResult[] = index.search(query, {
      combineWith: 'OR',
      fuzzy,
      prefix: asYouType ? (term) => term.length >= 3 : false,
      weights: { fuzzy: FUZZY_WEIGHT, prefix: PREFIX_WEIGHT },
    });
    for (const result of results) {
      const entry = entries[result.id as number];
      const known = entry && wordsOfEntry(entry);
      // A phrase counts only when all its words are there: 'tienda de campaña' is not any 'tienda'.
      if (!entry || !known || !known.words.every((forms) => forms.some((form) => result.terms.includes(form)))) continue;
      const visitorWords = [...new Set(result.queryTerms.map((form) => wordOf.get(form) ?? form))];
      // A phrase's words must be near each other in the text: 'helados veganos ... para restaurantes' is no 'restaurante vegano'.
      if (
        known.words.length > 1 &&
        !near(
          visitorWords.map((word) => positions.get(word) ?? []),
          known.words.length + PHRASE_SLACK,
        )
      )
        continue;
      const forWhom = result.queryTerms.every((form) => served.get(form));
      // MiniSearch adds up and multiplies by the forms matched; a word written with accents has
      // more forms than one without, and must not weigh more: scaled to one form per word.
      const perWord = (visitorWords.length / result.queryTerms.length) ** 2;
      // Two words may share a stem ('vermut', 'vermutería'): the term the visitor wrote wins the tie.
      const asWritten = visitorWords.every((word) => known.plain.has(fold(word))) ? AS_WRITTEN_BONUS : 1;
      const score = result.score * perWord * asWritten * (forWhom ? FOR_WHOM_WEIGHT : 1);
      const words = visitorWords.map((word): [string, number] => [word, score]);
      entry.classes.forEach((clase, rank) => {
        const wording = terms.redaccion[entry.term]?.[String(clase)];
        add(found, clase, score * (RANK_WEIGHTS[rank] ?? RANK_WEIGHTS.at(-1)!), words, wording ? [wording] : []);
      });
    }
    for (const entry of found.values()) {
      const sorted = [...entry.contributions.values()].sort((a, b) => b - a);
      entry.score = sorted.reduce((sum, value, at) => sum + value * REPEAT_DECAY ** at, 0);
    }
    return { found, wordOf, textWords };
  }

  /** The rules (nice-data/nice-rules.v1.json): the service first, the usual pairs, selling goods adds 35. */
  function applyRules(found: Map<number, Found>, wordOf: Map<string, string>) {
    const scoreOf = (clase: number) => found.get(clase)?.score ?? 0;
    const said = (forms: string[][]) => forms.length > 0 && forms.every((word) => word.some((form) => wordOf.has(form)));
    if (makingPhrases.some(said)) {
      for (const [clase, entry] of found) if (clase < rules.venta.clase) entry.score *= rules.fabricacion.factor;
    }
    for (const rule of rules.primero) {
      const service = found.get(rule.si);
      const goodsWords = new Set(rule.rebaja.flatMap((clase) => [...(found.get(clase)?.words.keys() ?? [])]));
      // Only a service named in words of its own ('restaurante'), not one sharing the goods' word ('vermut').
      const ownWords = [...(service?.words.keys() ?? [])].some((word) => !goodsWords.has(word));
      const strongest = Math.max(0, ...rule.rebaja.map(scoreOf));
      if (service && ownWords && service.score >= strongest * 0.4) {
        for (const clase of rule.rebaja) {
          const entry = found.get(clase);
          if (entry) entry.score *= rule.factor;
        }
      }
    }
    rules.pares.forEach((pair, at) => {
      const said = [...wordOf.keys()].filter((form) => pairForms[at]!.has(form));
      const base = found.get(pair.si);
      if (!base || said.length === 0 || scoreOf(pair.añade) >= base.score * pair.factor) return;
      const target = found.get(pair.añade) ?? { score: 0, contributions: new Map<string, number>(), words: new Map<string, number>(), wording: [] as string[] };
      target.score = base.score * pair.factor;
      for (const form of said) target.words.set(wordOf.get(form)!, target.score);
      found.set(pair.añade, target);
    });
    const sold = [...wordOf.keys()].filter((form) => saleForms.has(form));
    if (sold.length > 0) {
      const ranked = [...found.entries()].filter(([clase]) => clase < 35).sort((a, b) => b[1].score - a[1].score);
      const best = ranked[0]?.[1].score ?? 0;
      // What is sold: the goods that will be suggested beside it, not a stray match.
      const goods = ranked.filter(([, entry]) => entry.score >= best * 0.5);
      const sale = found.get(rules.venta.clase) ?? {
        score: 0,
        contributions: new Map<string, number>(),
        words: new Map<string, number>(),
        wording: [] as string[],
      };
      const floor = best > 0 ? best * 0.9 : Math.max(1, ...[...found.values()].map((entry) => entry.score * 0.5));
      if (sale.score < floor) sale.score = floor;
      for (const form of sold) sale.words.set(wordOf.get(form)!, sale.score);
      const what = goods
        .slice(0, 2)
        .flatMap(([clase, entry]) => (entry.wording.length > 0 ? entry.wording : (defaults.get(clase) ?? [])).slice(0, 2))
        .map((text) => text.toLowerCase());
      if (what.length > 0) sale.wording.unshift(rules.venta.redaccion.replace('{productos}', joinSpanish(what)));
      found.set(rules.venta.clase, sale);
    }
  }

  function suggest(text: string, { limit = MAX_SUGGESTIONS, asYouType = false }: SuggestOptions = {}): ClassSuggestion[] {
    const { found, wordOf, textWords } = matchedTerms(text, asYouType);
    if (!asYouType) applyRules(found, wordOf);
    const ranked = [...found.entries()].filter(([, entry]) => entry.score > 0).sort((a, b) => b[1].score - a[1].score || a[0] - b[0]);
    const top = ranked[0]?.[1].score ?? 0;
    return ranked
      .filter(([, entry]) => entry.score >= top * MIN_SHARE)
      .slice(0, Math.max(0, Math.min(limit, MAX_SUGGESTIONS)))
      .map(([clase, entry]) => ({
        clase,
        titulo: niceClassHeading(clase) ?? '',
        motivo: `por ${joinSpanish(phrasesOf(textWords, [...entry.words.keys()]).map((phrase) => `«${phrase}»`))}`,
        terminos: [...entry.wording, ...(defaults.get(clase) ?? [])].filter((text, at, all) => all.indexOf(text) === at).slice(0, MAX_WORDING),
      }));
  }

  return { index, documents, suggester: { suggest, size: entries.length } };
}

export type Suggester = ReturnType<typeof prepareSuggester>['suggester'];

/** Builds the index at once: the server, the tests. */
export function createSuggester(terms: TermsFile = termsData, rules: RulesFile = rulesData): Suggester {
  const { index, documents, suggester } = prepareSuggester(terms, rules);
  index.addAll(documents);
  return suggester;
}

/**
 * Builds the index in short tasks (MiniSearch's addAllAsync, 100 terms a task): the browser's main
 * thread stays free while 5,000 terms are stemmed and indexed, a few hundred milliseconds on a phone.
 */
export async function loadSuggester(terms: TermsFile = termsData, rules: RulesFile = rulesData): Promise<Suggester> {
  const { index, documents, suggester } = prepareSuggester(terms, rules);
  await index.addAllAsync(documents, { chunkSize: 100 });
  return suggester;
}

let shared: Suggester | undefined;

/** The shipped index, built on first use: the browser's class step and the API share it. */
export function suggestClasses(text: string, options?: SuggestOptions): ClassSuggestion[] {
  shared ??= createSuggester();
  return shared.suggest(text, options);
}
