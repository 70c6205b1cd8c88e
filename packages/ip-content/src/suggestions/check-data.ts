import { NICE_CLASS_COUNT, NICE_EDITION, isNiceClassId, niceClasses } from '../nice-classes';
import { NICE_SHORT_HEADINGS } from '../nice-short-headings';
import type { NiceNotesFile } from '../nice-notes';
import type { RulesFile, TermsFile } from './data';
import { formsOf, wordsOf } from './words';

/** The least the keyword list must hold (it started from the everyday words of small businesses). */
export const MIN_TERMS = 1500;

/**
 * Every problem in the class data, in words a curator can act on; none means the files are sound:
 * class numbers 1-45, the 45 headings, notes and short headings, one edition everywhere, no word
 * listed twice, wording only for classes its word has, rules naming real classes.
 */
export function checkNiceData(terms: TermsFile, rules: RulesFile, notes: NiceNotesFile): string[] {
  const problems: string[] = [];
  const classId = (where: string, id: unknown) => {
    if (typeof id !== 'number' || !isNiceClassId(id)) problems.push(`${where}: '${String(id)}' no es una clase de Niza (1 a ${NICE_CLASS_COUNT})`);
  };

  for (const [name, edition] of [
    ['nice-terms', terms.edition],
    ['nice-rules', rules.edition],
    ['nice-notes', notes.edition],
  ] as const) {
    if (edition !== NICE_EDITION) problems.push(`${name}: edición '${edition}', las clases son de ${NICE_EDITION}`);
  }

  // The 45 headings, notes, short headings and default wording: each class once, in order.
  const all = Array.from({ length: NICE_CLASS_COUNT }, (_, at) => at + 1);
  const same = (a: number[]) => a.length === all.length && a.every((id, at) => id === all[at]);
  if (!same(niceClasses.map((c) => c.id))) problems.push('nice-classes: las clases no son 1 a 45 en orden');
  for (const c of niceClasses) if (!/^[A-ZÁÉÍÓÚ].{10,}\.$/s.test(c.heading)) problems.push(`clase ${c.id}: encabezamiento vacío o mal cerrado`);
  if (NICE_SHORT_HEADINGS.length !== NICE_CLASS_COUNT || NICE_SHORT_HEADINGS.some((text) => text.trim().length < 5))
    problems.push('nice-short-headings: hace falta un título corto por clase');
  if (!same(notes.notes.map((note) => note.clase))) problems.push('nice-notes: las notas no son de las clases 1 a 45 en orden');
  for (const note of notes.notes) {
    if (!note.nota.startsWith('Comprende')) problems.push(`nota de la clase ${note.clase}: debe empezar por lo que comprende`);
    for (const [, id] of note.nota.matchAll(/clases? (\d+)/g)) classId(`nota de la clase ${note.clase}`, Number(id));
  }
  if (!same(terms.clases.map((entry) => entry.clase))) problems.push('nice-terms: "clases" no son 1 a 45 en orden');
  for (const entry of terms.clases) if (entry.terminos.length === 0) problems.push(`nice-terms: la clase ${entry.clase} no propone redacción`);

  // The keyword list.
  const seen = new Map<string, number[]>();
  let count = 0;
  for (const group of terms.grupos) {
    if (group.clases.length === 0) problems.push(`nice-terms: un grupo sin clases (${group.terms.slice(0, 3).join(', ')})`);
    if (new Set(group.clases).size !== group.clases.length) problems.push(`nice-terms: clases repetidas en [${group.clases.join(', ')}]`);
    for (const id of group.clases) classId(`nice-terms, grupo [${group.clases.join(', ')}]`, id);
    for (const term of group.terms) {
      count += 1;
      const key = term.trim().toLowerCase();
      if (term !== term.trim() || key === '') problems.push(`nice-terms: término vacío o con espacios: '${term}'`);
      if (seen.has(key)) problems.push(`nice-terms: '${term}' está dos veces ([${seen.get(key)!.join(', ')}] y [${group.clases.join(', ')}])`);
      seen.set(key, group.clases);
      if (!wordsOf(term).some((word) => formsOf(word).length > 0)) problems.push(`nice-terms: '${term}' no tiene ninguna palabra que buscar`);
    }
  }
  if (count < MIN_TERMS) problems.push(`nice-terms: ${count} términos, se esperan al menos ${MIN_TERMS}`);
  for (const [term, wording] of Object.entries(terms.redaccion)) {
    const classes = seen.get(term.toLowerCase());
    if (!classes) problems.push(`nice-terms: redacción de '${term}', que no está en la lista`);
    for (const id of Object.keys(wording))
      if (!classes?.includes(Number(id))) problems.push(`nice-terms: redacción de '${term}' en la clase ${id}, que no es suya`);
  }

  // The rules.
  classId('nice-rules, venta', rules.venta.clase);
  if (rules.venta.palabras.length === 0 || !rules.venta.redaccion.includes('{productos}'))
    problems.push('nice-rules: la regla de venta necesita palabras y {productos}');
  if (rules.fabricacion.palabras.length === 0 || !(rules.fabricacion.factor >= 1))
    problems.push('nice-rules: la regla de fabricación necesita palabras y un factor de 1 o más');
  for (const pair of rules.pares) {
    classId('nice-rules, pares', pair.si);
    classId('nice-rules, pares', pair.añade);
    if (!(pair.factor > 0 && pair.factor <= 1)) problems.push(`nice-rules: factor ${pair.factor} fuera de (0, 1]`);
  }
  for (const rule of rules.primero) {
    classId('nice-rules, primero', rule.si);
    for (const id of rule.rebaja) classId('nice-rules, primero', id);
    if (!(rule.factor > 0 && rule.factor <= 1)) problems.push(`nice-rules: factor ${rule.factor} fuera de (0, 1]`);
  }
  return problems;
}
