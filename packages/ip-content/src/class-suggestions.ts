/**
 * Class suggestions from a visitor's own words (DECISIONS §14): one index over nice-data/nice-terms and
 * nice-data/nice-rules, used by the class step in the browser and by GET /api/clases/sugerencias.
 */
export {
  suggestClasses,
  createSuggester,
  loadSuggester,
  joinSpanish,
  MAX_DESCRIPTION,
  MAX_SUGGESTIONS,
  type ClassSuggestion,
  type SuggestOptions,
  type Suggester,
} from './suggestions/suggest';
