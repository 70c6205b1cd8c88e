import { describe, expect, it } from 'vitest';
import { regionOfLanguage } from './browser-region';

describe('regionOfLanguage (DECISIONS §6)', () => {
  it.each([
    ['fr-FR', 'FR'],
    ['es-ES', 'ES'],
    ['de', 'DE'],
    ['pt-BR', 'BR'],
    ['ca-ES', 'ES'],
    ['en-us', 'US'],
    ['zh-Hant-TW', 'TW'],
    ['sr-Latn', 'RS'],
    ['es-419', undefined],
    ['', undefined],
    [undefined, undefined],
    ['not a tag!', undefined],
  ])('%s → %s', (tag, region) => expect(regionOfLanguage(tag)).toBe(region));
});
