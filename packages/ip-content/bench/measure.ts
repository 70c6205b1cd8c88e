import cases from './class-descriptions.v1.json';

/** One benchmark description and the classes accepted as its first suggestion. */
export interface BenchCase {
  descripcion: string;
  clases: number[];
}

export interface Quality {
  count: number;
  /** Share of descriptions whose first suggestion is an accepted class. */
  top1: number;
  /** Share of descriptions with an accepted class among the first three suggestions. */
  top3: number;
  /** The descriptions missed at top 3, then at top 1, with what was suggested. */
  misses: { descripcion: string; clases: number[]; sugeridas: number[]; top3: boolean }[];
}

export const benchCases: BenchCase[] = cases.casos;

/** Top-1 and top-3 hit rates of a suggester over the benchmark descriptions. */
export function measure(suggest: (text: string) => { clase: number }[], over: BenchCase[] = benchCases): Quality {
  let top1 = 0;
  let top3 = 0;
  const misses: Quality['misses'] = [];
  for (const { descripcion, clases } of over) {
    const sugeridas = suggest(descripcion).map((suggestion) => suggestion.clase);
    const first = sugeridas[0] !== undefined && clases.includes(sugeridas[0]);
    const inTop3 = sugeridas.slice(0, 3).some((clase) => clases.includes(clase));
    if (first) top1 += 1;
    if (inTop3) top3 += 1;
    if (!first) misses.push({ descripcion, clases, sugeridas, top3: inTop3 });
  }
  misses.sort((a, b) => Number(a.top3) - Number(b.top3));
  return { count: over.length, top1: top1 / over.length, top3: top3 / over.length, misses };
}
