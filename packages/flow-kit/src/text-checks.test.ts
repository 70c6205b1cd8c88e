import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES, hasForbiddenCharacters, textIssue } from './text-checks';

describe('textIssue', () => {
  it('accepts ordinary Spanish text, emoji and, in textareas, line breaks and tabs', () => {
    expect(textIssue('Cerámica Blava, S.L. ñ € 🙂', 200, false)).toBeUndefined();
    expect(textIssue('Primera línea\r\n\tsegunda', 5000, true)).toBeUndefined();
  });

  it.each([
    ['NUL', '\u0000'],
    ['a bell', 'a\u0007b'],
    ['an escape', 'x\u001b[31m'],
    ['DEL', 'x\u007f'],
    ['a C1 control', 'x\u0085y'],
    ['a lone high surrogate', 'x\ud800y'],
    ['a lone low surrogate', 'x\udc00'],
    ['a right-to-left override', 'factura\u202efdp.exe'],
    ['a directional isolate', 'a\u2067b\u2069'],
  ])('refuses %s anywhere', (_what, value) => {
    expect(textIssue(value, 200, false)).toBe(TEXT_MESSAGES.invalidCharacters);
    expect(textIssue(value, 5000, true)).toBe(TEXT_MESSAGES.invalidCharacters);
  });

  it('refuses line breaks and tabs inside a single line, but trims them at its ends', () => {
    expect(textIssue('Horchata\tClara', 200, false)).toBe(TEXT_MESSAGES.invalidCharacters);
    expect(textIssue('Horchata\nClara', 200, false)).toBe(TEXT_MESSAGES.invalidCharacters);
    expect(textIssue('  Horchata Clara\n', 200, false)).toBeUndefined();
  });

  it('counts the trimmed text against the limit', () => {
    expect(textIssue('x'.repeat(200), 200, false)).toBeUndefined();
    expect(textIssue(`  ${'x'.repeat(200)}  `, 200, false)).toBeUndefined();
    expect(textIssue('x'.repeat(201), 200, false)).toBe('Este campo admite como máximo 200 caracteres.');
  });

  it('keeps surrogate pairs (emoji) as text', () => {
    expect(hasForbiddenCharacters('🙂🙂', false)).toBe(false);
  });
});
