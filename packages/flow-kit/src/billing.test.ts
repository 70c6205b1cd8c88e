import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M, billingIssues, billingPrefill, billingRequired, isSpain, isSpanishPostalCode, normalizeBilling } from './billing';
import { COMPANY_BILLING, PERSON_BILLING } from './billing.testkit';

const persona = { applicantType: 'persona', name: 'Lucía', lastName: 'Martínez Soler' };
const empresa = { applicantType: 'empresa', name: 'Horchatería Clara, S.L.', lastName: 'ignorado' };
const ALL_REQUIRED = {
  nif: M.nifRequired.persona,
  direccion: M.direccion,
  codigoPostal: M.codigoPostal,
  ciudad: M.ciudad,
  provincia: M.provincia,
};

describe('when the invoice needs the client’s details (DECISIONS §12, RD 1619/2012 arts. 4 and 6)', () => {
  it('a company always; a person only over 400,00 € VAT included', () => {
    expect(billingRequired(empresa, 0)).toBe(true);
    expect(billingRequired(empresa, 40_000)).toBe(true);
    expect(billingRequired(persona, 40_000)).toBe(false);
    expect(billingRequired(persona, 40_001)).toBe(true);
  });

  it('a person at or under 400,00 € may send none, or an empty block: a simplified invoice', () => {
    for (const none of [null, undefined, {}, { ...PERSON_BILLING, nif: '', nombre: '', direccion: '', codigoPostal: '', ciudad: '', provincia: '' }]) {
      expect(billingIssues(none, persona, 40_000)).toEqual({});
    }
  });

  it('over 400,00 € a person without details is told each part, the name and Spain read as the form starts them', () => {
    expect(billingIssues(null, persona, 40_001)).toEqual(ALL_REQUIRED);
    expect(billingIssues(PERSON_BILLING, persona, 40_001)).toEqual({});
  });

  it('a company is told each part at any total, its tax number as a CIF', () => {
    expect(billingIssues(null, empresa, 100)).toEqual({ ...ALL_REQUIRED, nif: M.nifRequired.empresa });
    expect(billingIssues(COMPANY_BILLING, empresa, 100)).toEqual({});
  });

  it('a person who starts a block (the box for a complete invoice) completes it', () => {
    expect(billingIssues({ ...billingPrefill(persona) }, persona, 100)).toEqual(ALL_REQUIRED);
    expect(billingIssues({ nif: '12345678Z' }, persona, 100)).toEqual({ ...ALL_REQUIRED, nif: undefined, nombre: M.nombre, pais: M.pais });
  });
});

describe('the tax number', () => {
  const person = (nif: string) => billingIssues({ ...PERSON_BILLING, nif }, persona, 50_000).nif;
  const company = (nif: string) => billingIssues({ ...COMPANY_BILLING, nif }, empresa, 50_000).nif;

  it('of a person is a DNI, a NIF K/L/M or a NIE with its check letter', () => {
    for (const nif of ['12345678Z', '12345678-z', 'X1234567L', 'Y1234567X', 'K0867756N']) expect(person(nif), nif).toBeUndefined();
    expect(person('12345678A')).toBe('El NIF no es válido');
    expect(person('X1234567A')).toBe('El NIE no es válido');
    expect(person('hola')).toBe('El NIF no es válido');
    expect(person('B12345674')).toBe(M.companyNifForPerson);
  });

  it('of a company is a CIF with its check digit or letter; a person’s number is told apart', () => {
    for (const nif of ['B12345674', 'b-12345674', 'ESB12345674', 'Q2826000H']) expect(company(nif), nif).toBeUndefined();
    expect(company('B12345675')).toBe('El CIF no es válido');
    expect(company('Q2826000A')).toBe('El CIF no es válido');
    expect(company('12345678Z')).toBe(M.personNifForCompany);
  });

  it('of a client abroad is checked for its shape only, and the province may be blank', () => {
    const abroad = { ...COMPANY_BILLING, nif: 'FR 12 345678901', pais: 'Francia', codigoPostal: '75008', provincia: '' };
    expect(billingIssues(abroad, empresa, 100)).toEqual({});
    expect(billingIssues({ ...abroad, nif: '#' }, empresa, 100)).toEqual({ nif: M.foreignInvalid });
    expect(billingIssues({ ...abroad, nif: '' }, empresa, 100)).toEqual({ nif: M.nifRequired.foreign });
  });
});

describe('the address', () => {
  const issues = (change: object) => billingIssues({ ...PERSON_BILLING, ...change }, persona, 50_000);

  it('in Spain has a postal code of 5 digits from 01000 to 52999', () => {
    for (const code of ['01000', '46003', '52999', '28 001']) expect(isSpanishPostalCode(code), code).toBe(true);
    for (const code of ['00999', '53000', '4600', '460031', 'ABCDE']) expect(isSpanishPostalCode(code), code).toBe(false);
    expect(issues({ codigoPostal: '53000' })).toEqual({ codigoPostal: M.codigoPostalInvalid });
    expect(issues({ codigoPostal: ' ' })).toEqual({ codigoPostal: M.codigoPostal });
  });

  it('says each blank part, and the text limits every field has', () => {
    expect(issues({ direccion: '', ciudad: ' ', provincia: '', pais: '' })).toEqual({
      direccion: 'La dirección es obligatoria',
      ciudad: M.ciudad,
      provincia: M.provincia,
      pais: M.pais,
    });
    expect(issues({ direccion: 'x'.repeat(201), ciudad: 'Val\u0000encia' })).toEqual({
      direccion: 'Este campo admite como máximo 200 caracteres.',
      ciudad: 'Este campo contiene caracteres no válidos.',
    });
  });
});

describe('a block as stored and sent', () => {
  it('is normalised: trimmed, the tax number as the tax office writes it, Spain by its name', () => {
    expect(
      normalizeBilling({ ...PERSON_BILLING, nif: ' 12.345.678-z ', nombre: ' Lucía Martínez Soler ', codigoPostal: '46 003', pais: 'espana', extra: 'x' }),
    ).toEqual(PERSON_BILLING);
    expect(normalizeBilling({ ...COMPANY_BILLING, nif: 'es-b12345674', pais: 'ES' })).toEqual(COMPANY_BILLING);
    expect(normalizeBilling({ ...COMPANY_BILLING, nif: 'fr 12 345678901', pais: ' Francia ' })).toEqual({
      ...COMPANY_BILLING,
      nif: 'FR12345678901',
      pais: 'Francia',
    });
  });

  it('is none when it names nobody (the country alone is the form’s default)', () => {
    expect(normalizeBilling(null)).toBeNull();
    expect(normalizeBilling('12345678Z')).toBeNull();
    expect(normalizeBilling({ pais: 'España' })).toBeNull();
    expect(normalizeBilling({ nif: '12345678Z' })).toEqual({ ...PERSON_BILLING, nombre: '', direccion: '', codigoPostal: '', ciudad: '', provincia: '' });
  });

  it('starts with the applicant’s name and the phone’s country, Spain by default', () => {
    expect(billingPrefill(persona)).toMatchObject({ nombre: 'Lucía Martínez Soler', pais: 'España', nif: '' });
    expect(billingPrefill(empresa)).toMatchObject({ nombre: 'Horchatería Clara, S.L.' });
    // The phone's country, where the visitor chose another (or the browser's region did).
    expect(billingPrefill({ ...persona, selectedCountry: { code: 'FR', name: 'Francia', dialCode: '+33' } }).pais).toBe('Francia');
    expect(isSpain('España') && isSpain('spain') && isSpain('') && !isSpain('Francia')).toBe(true);
  });
});
