/** How the suggester reads the visitor's words as phrases, and says lists in Spanish. */

/** Words that hold a phrase together in the reasons shown ('ropa de deporte'). */
const JOINERS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'en', 'a', 'al']);

/**
 * The visitor's matched words as they wrote them, in their order, neighbours joined ('ropa
 * deportiva', 'ropa de deporte'): at most three phrases.
 */
export function phrasesOf(textWords: string[], matched: string[]): string[] {
  const wanted = new Set(matched);
  const phrases: string[] = [];
  let start = -1;
  let end = -1;
  textWords.forEach((word, at) => {
    if (wanted.has(word)) {
      // Joined to the previous phrase when only 'de', 'la'... stand between: 'ropa de deporte', not 'pizzas y pasta'.
      const joined = start >= 0 && textWords.slice(end + 1, at).every((between) => JOINERS.has(between));
      if (!joined) {
        if (start >= 0) phrases.push(textWords.slice(start, end + 1).join(' '));
        start = at;
      }
      end = at;
      wanted.delete(word);
    }
  });
  if (start >= 0) phrases.push(textWords.slice(start, end + 1).join(' '));
  return phrases.slice(0, 3);
}

/** Whether one position from each list falls within `window` consecutive words. */
export function near(lists: number[][], window: number): boolean {
  if (lists.some((list) => list.length === 0)) return true;
  return lists[0]!.some((start) => lists.every((list) => list.some((at) => Math.abs(at - start) < window)));
}

/** 'a', 'a y b', 'a, b y c'. */
export function joinSpanish(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}
