import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compileHints';

describe('withCompileHint', () => {
  it('puts the hint on the first line, where V8 reads it', () => {
    expect(withCompileHint('import{a as b}from"./x.js";b();')).toBe(`${COMPILE_HINT}\nimport{a as b}from"./x.js";b();`);
  });

  it('adds it once', () => {
    expect(withCompileHint(withCompileHint('f();'))).toBe(`${COMPILE_HINT}\nf();`);
  });
});
