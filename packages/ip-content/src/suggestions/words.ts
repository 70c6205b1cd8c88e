import { stemmer } from '@orama/stemmers/spanish';

/**
 * How a visitor's words and the keyword list meet: lower case, accents and ñ folded (phones and
 * hurried typists drop them), Spanish stems (plurals, gender, verb forms), function words dropped.
 */

/** Words that say nothing about what a business does; compared before folding, so 'té' is not 'te'. */
const STOPWORDS = new Set(
  (
    'a al algo algun alguna algunas alguno algunos ante aquí así aun cada casi como con contra cual cuales de del desde donde dos el él ella ellas ellos en entre era es esa esas ese eso esos esta está están estas este esto estos etc ' +
    'fue ha hace hacemos hacen hacer han has hasta hay la las le les lo los me mi mis mismo mucho muchos muy más nada ni no nos nosotros nuestra nuestras nuestro nuestros o os otra otras otro otros para pero poco por porque ' +
    'que qué se sea ser si sí sin sobre solo son somos soy su sus tal también tanto te tenemos tener tengo tiene tienen todo todos toda todas tu tus un una uno unos unas y ya yo e u ' +
    'empresa empresas negocio negocios marca marcas cosas cosa tipo tipos clientes cliente ofrecemos ofrece ofrecer damos dedicamos dedica dedicada dedicado trabajamos ' +
    'gran grande pequeño pequeña nuevo nueva mejor mejores españa ' +
    'queremos quiero registrar llamada llamado llama llamamos desde hola gracias año años vez veces parte'
  ).split(' '),
);

const ACCENTED_TEST = /[^ -~]/;

/** Folds accents and ñ: 'Peluquería' and 'peluqueria' are one word to the index. */
export const fold = (word: string): string =>
  ACCENTED_TEST.test(word)
    ? word
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .normalize('NFC')
    : word;

/** The words of a text, lower case, as typed (letters and digits; 'i+d' and 'e-commerce' hold together). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:[+'’-][\p{L}\p{N}]+)*\+?/gu) ?? [];
}

/** Stemming is the index's main cost at start-up (4,000 distinct words); each word is stemmed once. */
const formsCache = new Map<string, { all: string[]; first: string[] }>();
const FORMS_CACHE_LIMIT = 20_000;

function stemsOf(word: string): { all: string[]; first: string[] } {
  const lower = word.toLowerCase();
  const cached = formsCache.get(lower);
  if (cached) return cached;
  const all = new Set<string>();
  const first = new Set<string>();
  if (lower.length >= 2 && !STOPWORDS.has(lower)) {
    const folded = fold(lower);
    for (const written of folded === lower ? [lower] : [lower, folded]) {
      const stem = stemmer(written);
      first.add(fold(stem));
      all.add(fold(stem));
      all.add(fold(stemmer(stem)));
    }
    all.delete('');
    first.delete('');
  }
  // Visitors' words are unbounded on a server: the cache starts again rather than grow.
  if (formsCache.size >= FORMS_CACHE_LIMIT) formsCache.clear();
  const result = { all: [...all], first: [...first] };
  formsCache.set(lower, result);
  return result;
}

/**
 * The forms a word is indexed and searched under: Spanish stems of the word as written and folded,
 * and of those stems again (the stemmer is not idempotent: 'talleres' → 'taller' → 'tall').
 * Empty for function words and single letters. Every form is folded.
 */
export const formsOf = (word: string): string[] => stemsOf(word).all;

/** A word's first stems only: those may match loosely (typos); their own stems are too short for that. */
export const firstStemsOf = (word: string): string[] => stemsOf(word).first;
