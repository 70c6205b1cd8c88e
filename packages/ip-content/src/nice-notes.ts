import notesFile from '../nice-data/nice-notes.v1.json';

/**
 * The explanatory note of each Nice class (nice-data/nice-notes.v1.json): what the class mainly holds and
 * what it does not, summarised in Spanish from WIPO's notes. Loaded on demand by the class step.
 */
export interface NiceNotesFile {
  version: number;
  edition: string;
  attribution: string;
  notes: { clase: number; nota: string }[];
}

export const niceNotes: NiceNotesFile = notesFile;

/** Where the notes and headings come from, said wherever they are shown (DECISIONS §14). */
export const NICE_ATTRIBUTION = niceNotes.attribution;

/** The explanatory note of class `id`, or undefined outside 1-45. */
export const niceClassNote = (id: number): string | undefined => niceNotes.notes.find((note) => note.clase === id)?.nota;
