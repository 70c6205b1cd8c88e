import { describe, expect, it } from 'vitest';
import { authorOf } from './site-api';

describe('authorOf (spec-2 §2.19)', () => {
  it('names the author as written, trimmed', () => {
    expect(authorOf('  Equipo jurídico ')).toBe('Equipo jurídico');
  });
  it('hides the line for no author, an empty one or the text null', () => {
    for (const autor of [null, undefined, '', '   ', 'null', ' NULL ']) expect(authorOf(autor), String(autor)).toBeUndefined();
  });
});
