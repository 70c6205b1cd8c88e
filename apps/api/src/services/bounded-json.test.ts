import { describe, expect, it } from 'vitest';
import { nestsDeeperThan, NOT_JSON, parseBoundedJson, TOO_DEEP } from './bounded-json';

const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

describe('bounded JSON', () => {
  it('counts nesting outside strings only', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    // Brackets inside a string, an escaped quote included, are text, not nesting.
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{ \\" [[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['"', [[['x']]]]), 3)).toBe(true);
  });

  it('refuses a body nested 500,000 deep without parsing it, naming the part', () => {
    const deep = nested(500_000);
    expect(() => parseBoundedJson(deep, 'data')).toThrow(expect.objectContaining({ status: 400, message: TOO_DEEP, fields: { data: TOO_DEEP } }));
  });

  it('parses ordinary JSON and refuses prototype pollution and broken text in Spanish', () => {
    expect(parseBoundedJson('{"a":[1,{"b":"c"}]}')).toEqual({ a: [1, { b: 'c' }] });
    expect(() => parseBoundedJson('{"__proto__":{"admin":true}}')).toThrow(NOT_JSON);
    expect(() => parseBoundedJson('{"constructor":{"prototype":{"admin":true}}}')).toThrow(NOT_JSON);
    expect(() => parseBoundedJson('{"a":')).toThrow(NOT_JSON);
  });
});
