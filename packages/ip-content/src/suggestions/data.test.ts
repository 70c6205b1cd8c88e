import { describe, expect, it } from 'vitest';
import { NICE_EDITION, niceClassHeading } from '../nice-classes';
import { niceClassNote, niceNotes } from '../nice-notes';
import { niceShortHeading } from '../nice-short-headings';
import { MIN_TERMS, checkNiceData } from './check-data';
import { rulesData, termsData, type TermsFile } from './data';

describe('the Nice class data', () => {
  it('has no problem: 45 classes with heading, note and short heading, every keyword in a valid class', () => {
    expect(checkNiceData(termsData, rulesData, niceNotes)).toEqual([]);
  });

  it(`lists at least ${MIN_TERMS} everyday words, the edition in force, and says where the notes come from`, () => {
    expect(termsData.grupos.flatMap((group) => group.terms).length).toBeGreaterThanOrEqual(MIN_TERMS);
    expect([termsData.edition, rulesData.edition, niceNotes.edition]).toEqual([NICE_EDITION, NICE_EDITION, NICE_EDITION]);
    expect(niceNotes.attribution).toMatch(/OMPI/);
    expect(niceNotes.attribution).toMatch(/OEPM/);
  });

  it.each([
    [25, 'zapatillas'],
    [25, 'ropa deportiva'],
    [44, 'peluquería'],
    [43, 'catering'],
    [43, 'restaurante'],
    [41, 'cursos online'],
    [9, 'app'],
    [35, 'publicidad'],
  ])('maps the everyday word to class %i: %s', (clase, term) => {
    const group = termsData.grupos.find((entry) => entry.terms.includes(term));
    expect(group?.clases[0]).toBe(clase);
  });

  it('tells every class apart: note, short heading and heading agree on the class', () => {
    expect(niceClassNote(25)).toMatch(/prendas de vestir, el calzado/);
    expect(niceClassNote(10)).toMatch(/gafas/);
    expect(niceClassNote(46)).toBeUndefined();
    expect(niceShortHeading(25)).toBe('Ropa, calzado y sombreros');
    expect(niceShortHeading(0)).toBeUndefined();
    expect(niceClassHeading(3)).toMatch(/perfumes/);
  });

  it('catches a keyword in a class that does not exist, a repeated word and wording for another class', () => {
    const broken: TermsFile = {
      ...termsData,
      grupos: [...termsData.grupos, { clases: [46], terms: ['zapatillas'] }],
      redaccion: { ...termsData.redaccion, zapatillas: { '9': 'Software' } },
    };
    const problems = checkNiceData(broken, rulesData, niceNotes).join('\n');
    expect(problems).toMatch(/'46' no es una clase de Niza/);
    expect(problems).toMatch(/'zapatillas' está dos veces/);
    expect(problems).toMatch(/redacción de 'zapatillas' en la clase 9/);
  });
});
