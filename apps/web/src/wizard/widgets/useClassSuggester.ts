import type { Suggester } from '@shop/ip-content/class-suggestions';
import { useOnDemand, type OnDemand } from './useOnDemand';

let loading: Promise<Suggester> | undefined;

/**
 * The class suggestions' code and data (MiniSearch, the stemmer, 5,000 words): a chunk of their own,
 * fetched when the class step renders, never with the form (ADR 008); the index is built in
 * short tasks. One load per page, shared by the suggestions and the search box; a failed load can
 * be retried.
 */
export function loadClassSuggester(): Promise<Suggester> {
  loading ??= import('@shop/ip-content/class-suggestions')
    .then((module) => module.loadSuggester())
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

export const useClassSuggester = (): OnDemand<Suggester> => useOnDemand(loadClassSuggester, true);

/** The class cards' notes: the official heading, the explanatory note and its attribution, on demand. */
export const loadClassTexts = () =>
  Promise.all([import('@shop/ip-content/nice-classes'), import('@shop/ip-content/nice-notes')]).then(([classes, notes]) => ({
    heading: classes.niceClassHeading,
    note: notes.niceClassNote,
    attribution: notes.NICE_ATTRIBUTION,
    edition: classes.NICE_EDITION,
  }));
