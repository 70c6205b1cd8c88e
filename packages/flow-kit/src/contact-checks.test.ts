import { beforeAll, describe, expect, it } from 'vitest';
import { loadNumberingPlans, phoneWithCode } from './contact-checks';

const SPAIN = { code: 'ES', dialCode: '+34' };

describe('phoneWithCode: the country code once, whatever the visitor typed', () => {
  beforeAll(() => loadNumberingPlans());
  it('shows the national number after the code', () => {
    expect(phoneWithCode('+34 612 345 678', SPAIN)).toBe('+34 612345678');
    expect(phoneWithCode('0034612345678', SPAIN)).toBe('+34 612345678');
    expect(phoneWithCode('612 34 56 78', undefined)).toBe('+34 612345678');
    expect(phoneWithCode('06 12 34 56 78', { code: 'FR', dialCode: '+33' })).toBe('+33 612345678');
  });
  it('leaves a number that fits no plan as typed, without a second code', () => {
    expect(phoneWithCode('+34 12', SPAIN)).toBe('+34 12');
  });
});
