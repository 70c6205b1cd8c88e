import { describe, expect, it } from 'vitest';
import { clientTextOf, deadlinesOf, statusOf, type Deadline, type RightFacts } from './index';

const of = (facts: RightFacts, today: string, kind: Deadline['kind']) => deadlinesOf(facts, today).filter((deadline) => deadline.kind === kind);

describe('Spanish industrial design: Ley 20/2003 arts. 33, 43 and 44', () => {
  const design: RightFacts = { kind: 'diseno-es', filedOn: '2016-09-15', grantedOn: '2016-11-02', publishedOn: '2016-11-10' };

  it("'cinco años contados desde la fecha de presentación', renewed 'dentro de los seis meses anteriores', grace of six months with 25 % then 50 %", () => {
    expect(of(design, '2018-01-01', 'renovacion')).toEqual([
      {
        kind: 'renovacion',
        label: 'Renovación: fin del 1.º periodo de 5 años',
        opensOn: '2021-03-15',
        dueOn: '2021-09-15',
        graceEndsOn: '2022-03-15',
        surcharge: [
          { percent: 25, from: '2021-09-16', until: '2021-12-15' },
          { percent: 50, from: '2021-12-16', until: '2022-03-15' },
        ],
        article: 'Ley 20/2003, arts. 43 y 44.3',
      },
    ]);
  });

  it("stops at 'un máximo de 25 años': no renewal after the fourth", () => {
    expect(of({ ...design, renewals: 3 }, '2037-01-01', 'renovacion')).toMatchObject([{ dueOn: '2036-09-15' }]);
    expect(of({ ...design, renewals: 4 }, '2037-01-01', 'renovacion')).toEqual([]);
    expect(of({ ...design, renewals: 9 }, '2037-01-01', 'fin-proteccion')).toMatchObject([{ dueOn: '2041-09-15', article: 'Ley 20/2003, art. 43' }]);
    const end = of(design, '2037-01-01', 'fin-proteccion')[0]!;
    expect(clientTextOf('diseno-es', end, '2037-01-01')).toBe(
      'Tu diseño puede protegerse como máximo hasta el 15/09/2041 (25 años); después la ley no permite más renovaciones.',
    );
    expect(statusOf({ ...design, renewals: 4 }, '2041-09-15')).toBe('vigente');
    expect(statusOf({ ...design, renewals: 4 }, '2041-09-16')).toBe('caducada');
    expect(clientTextOf('diseno-es', end, '2041-09-16')).toBe('La protección de tu diseño terminó el 15/09/2041: la ley no permite prorrogarla.');
  });

  it("is opposed 'en los dos meses siguientes a la publicación del diseño registrado'", () => {
    expect(of(design, '2016-12-01', 'oposicion')).toMatchObject([{ opensOn: '2016-11-10', dueOn: '2017-01-10', article: 'Ley 20/2003, art. 33.1' }]);
  });
});

describe('Spanish patent: Ley 24/2015 arts. 43, 58, 184 and 185', () => {
  const patent: RightFacts = { kind: 'patente-es', filedOn: '2016-09-15', grantedOn: '2019-03-20' };

  it("accrues each annuity on 'el último día del mes del aniversario', from the third; those accrued before the grant's publication are due three months after it", () => {
    const third = of(patent, '2019-04-01', 'anualidad');
    expect(third).toEqual([
      {
        kind: 'anualidad',
        label: '3.ª anualidad',
        opensOn: '2018-09-30',
        dueOn: '2019-06-20',
        graceEndsOn: '2019-12-20',
        surcharge: [
          { percent: 25, from: '2019-06-21', until: '2019-09-20' },
          { percent: 50, from: '2019-09-21', until: '2019-12-20' },
        ],
        article: 'Ley 24/2015, arts. 184 y 185',
      },
    ]);
  });

  it("gives 'tres meses posteriores a la fecha de devengo', then six months with 25 % and 50 % (art. 185.1)", () => {
    expect(of(patent, '2019-10-15', 'anualidad')).toMatchObject([
      {
        label: '4.ª anualidad',
        opensOn: '2019-09-30',
        dueOn: '2019-12-30',
        graceEndsOn: '2020-06-30',
        surcharge: [
          { percent: 25, from: '2019-12-31', until: '2020-03-30' },
          { percent: 50, from: '2020-03-31', until: '2020-06-30' },
        ],
      },
    ]);
    expect(statusOf(patent, '2019-10-15')).toBe('en plazo de pago');
    expect(clientTextOf('patente-es', of(patent, '2019-10-15', 'anualidad')[0]!, '2019-10-15')).toBe(
      'Ya puedes pagar la 4.ª anualidad. Sin recargo hasta el 30/12/2019; con recargo hasta el 30/06/2020.',
    );
  });

  it('accrues on 28 or 29 February for a patent filed on 29 February', () => {
    const leap: RightFacts = { kind: 'patente-es', filedOn: '2016-02-29', grantedOn: '2017-01-10' };
    expect(of(leap, '2018-03-01', 'anualidad')).toMatchObject([{ label: '3.ª anualidad', opensOn: '2018-02-28', dueOn: '2018-05-28' }]);
    expect(of(leap, '2020-03-01', 'anualidad')).toMatchObject([{ label: '5.ª anualidad', opensOn: '2020-02-29', dueOn: '2020-05-29' }]);
  });

  it('lapses when the next annuity after the last one paid passes its grace', () => {
    const paid = { ...patent, annuitiesPaid: 3 };
    expect(statusOf(paid, '2020-06-30')).toBe('en periodo de gracia');
    expect(statusOf(paid, '2020-07-01')).toBe('caducada');
    expect(clientTextOf('patente-es', of(paid, '2020-07-01', 'anualidad')[0]!, '2020-07-01')).toBe(
      'Tu patente caducó: la 4.ª anualidad no se pagó y el plazo con recargo terminó el 30/06/2020.',
    );
  });

  it("sets no annuity due date until the grant is published, and ends after 'veinte años improrrogables' (art. 58)", () => {
    const pending: RightFacts = { kind: 'patente-es', filedOn: '2016-09-15' };
    expect(deadlinesOf(pending, '2018-10-01')).toEqual([
      {
        kind: 'fin-proteccion',
        label: 'Fin de la protección: 20 años improrrogables',
        opensOn: '2016-09-15',
        dueOn: '2036-09-15',
        article: 'Ley 24/2015, art. 58',
      },
    ]);
    expect(statusOf(pending, '2018-10-01')).toBe('solicitada');
    expect(statusOf(patent, '2036-09-16')).toBe('caducada');
    expect(of(patent, '2035-10-01', 'anualidad')).toMatchObject([{ label: '20.ª anualidad', opensOn: '2035-09-30' }]);
    expect(of(patent, '2036-09-16', 'anualidad')).toEqual([]);
  });

  it("is opposed 'dentro de los seis meses siguientes a la publicación de la concesión' (art. 43.1)", () => {
    expect(of(patent, '2019-04-01', 'oposicion')).toMatchObject([{ opensOn: '2019-03-20', dueOn: '2019-09-20' }]);
  });
});

describe('Spanish utility model: Ley 24/2015 arts. 144, 148.2, 184 and 185', () => {
  const model: RightFacts = { kind: 'modelo-utilidad-es', filedOn: '2016-09-15', grantedOn: '2017-05-05', publishedOn: '2016-12-01' };

  it("pays the patents' annuities for 'diez años improrrogables'", () => {
    expect(of(model, '2017-06-01', 'anualidad')).toMatchObject([{ label: '3.ª anualidad', opensOn: '2018-09-30', dueOn: '2018-12-30' }]);
    expect(of(model, '2025-10-01', 'anualidad')).toMatchObject([{ label: '10.ª anualidad', opensOn: '2025-09-30' }]);
    expect(of(model, '2025-10-01', 'fin-proteccion')).toMatchObject([{ dueOn: '2026-09-15', article: 'Ley 24/2015, art. 148.2' }]);
    expect(statusOf(model, '2026-09-16')).toBe('caducada');
  });

  it("is opposed 'dentro de los dos meses siguientes a la publicación de la solicitud'", () => {
    expect(of(model, '2017-01-01', 'oposicion')).toMatchObject([{ dueOn: '2017-02-01', article: 'Ley 24/2015, art. 144.1' }]);
  });
});
