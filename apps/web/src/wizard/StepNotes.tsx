import type { Note } from '@shop/flow-kit';

/** The small print under a step; a regular price shows crossed out (the watch's 250 €, spec-2 §9). */
export function StepNotes({ notes }: { notes: readonly Note[] }) {
  return notes.map((note, index) => (
    <p key={index} className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
      {typeof note === 'string'
        ? note
        : note.map((part, at) =>
            typeof part === 'string' ? (
              part
            ) : (
              <s key={at} className="text-slate-600">
                <span className="sr-only">Antes </span>
                {part.struck}
              </s>
            ),
          )}
    </p>
  ));
}
