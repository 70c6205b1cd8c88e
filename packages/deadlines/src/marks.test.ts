import { describe, expect, it } from 'vitest';
import { clientTextOf, deadlinesOf, periodsOf, statusOf, type Deadline, type RightFacts } from './index';

const of = (facts: RightFacts, today: string, kind: Deadline['kind']) => deadlinesOf(facts, today).find((deadline) => deadline.kind === kind);

describe('Spanish mark: Ley 17/2001 arts. 31 and 32.3', () => {
  const mark: RightFacts = { kind: 'marca-es', filedOn: '2016-09-15', grantedOn: '2017-02-10' };

  it("'diez años contados desde la fecha de presentación'; renewal 'en los seis meses anteriores a la expiración'; 'seis meses a partir de la expiración' with 25 % then 50 %", () => {
    expect(of(mark, '2020-01-01', 'renovacion')).toEqual({
      kind: 'renovacion',
      label: 'Renovación: fin del 1.º periodo de 10 años',
      opensOn: '2026-03-15',
      dueOn: '2026-09-15',
      graceEndsOn: '2027-03-15',
      surcharge: [
        { percent: 25, from: '2026-09-16', until: '2026-12-15' },
        { percent: 50, from: '2026-12-16', until: '2027-03-15' },
      ],
      article: 'Ley 17/2001, arts. 31 y 32.3',
    });
  });

  it('tells the client the renewal in plain words, as of the day', () => {
    const renewal = of(mark, '2020-01-01', 'renovacion')!;
    expect(clientTextOf('marca-es', renewal, '2020-01-01')).toBe(
      'Puedes renovar desde el 15/03/2026. Sin recargo hasta el 15/09/2026; con recargo hasta el 15/03/2027.',
    );
    expect(clientTextOf('marca-es', renewal, '2026-04-01')).toBe(
      'Ya puedes renovar tu marca. Sin recargo hasta el 15/09/2026; con recargo hasta el 15/03/2027.',
    );
    expect(clientTextOf('marca-es', renewal, '2026-09-16')).toBe(
      'El plazo sin recargo terminó el 15/09/2026. Aún puedes renovar tu marca con recargo hasta el 15/03/2027.',
    );
    expect(clientTextOf('marca-es', renewal, '2027-03-16')).toBe('Tu marca caducó: no se renovó a tiempo y el plazo con recargo terminó el 15/03/2027.');
  });

  it('moves from vigente to the renewal window, the grace and, a day after it, caducada', () => {
    expect(statusOf({ kind: 'marca-es', filedOn: '2016-09-15' }, '2016-10-01')).toBe('solicitada');
    expect(statusOf(mark, '2026-03-14')).toBe('vigente');
    expect(statusOf(mark, '2026-03-15')).toBe('en plazo de renovación');
    expect(statusOf(mark, '2026-09-15')).toBe('en plazo de renovación');
    expect(statusOf(mark, '2026-09-16')).toBe('en periodo de gracia');
    expect(statusOf(mark, '2027-03-15')).toBe('en periodo de gracia');
    expect(statusOf(mark, '2027-03-16')).toBe('caducada');
  });

  it('says plainly that a mark long past its grace has lapsed', () => {
    const old: RightFacts = { kind: 'marca-es', filedOn: '2000-01-10', grantedOn: '2000-09-01' };
    expect(statusOf(old, '2026-11-27')).toBe('caducada');
    expect(clientTextOf('marca-es', of(old, '2026-11-27', 'renovacion')!, '2026-11-27')).toBe(
      'Tu marca caducó: no se renovó a tiempo y el plazo con recargo terminó el 10/07/2010.',
    );
  });

  it('counts every period from the filing date: a mark of 29 February', () => {
    const leap: RightFacts = { kind: 'marca-es', filedOn: '2016-02-29', grantedOn: '2016-08-01' };
    expect(of(leap, '2020-01-01', 'renovacion')).toMatchObject({ opensOn: '2025-08-28', dueOn: '2026-02-28', graceEndsOn: '2026-08-28' });
    expect(of({ ...leap, renewals: 1 }, '2030-01-01', 'renovacion')).toMatchObject({ opensOn: '2035-08-29', dueOn: '2036-02-29', graceEndsOn: '2036-08-29' });
    expect(periodsOf({ ...leap, renewals: 1 })).toEqual([
      { number: 1, from: '2016-02-29', to: '2026-02-28' },
      { number: 2, from: '2026-03-01', to: '2036-02-29' },
    ]);
  });

  it('ends windows and surcharges on the last day of a shorter month', () => {
    const august: RightFacts = { kind: 'marca-es', filedOn: '2016-08-31', grantedOn: '2017-01-01' };
    expect(of(august, '2020-01-01', 'renovacion')).toMatchObject({
      opensOn: '2026-02-28',
      dueOn: '2026-08-31',
      graceEndsOn: '2027-02-28',
      surcharge: [
        { percent: 25, from: '2026-09-01', until: '2026-11-30' },
        { percent: 50, from: '2026-12-01', until: '2027-02-28' },
      ],
    });
  });

  it('starts the next period once a renewal is recorded, in the window or in the grace', () => {
    for (const renewedOn of ['2026-05-04', '2027-01-20']) {
      const renewed = { ...mark, renewals: [renewedOn] };
      expect(of(renewed, '2027-06-01', 'renovacion')).toMatchObject({ opensOn: '2036-03-15', dueOn: '2036-09-15', graceEndsOn: '2037-03-15' });
      expect(statusOf(renewed, '2027-06-01')).toBe('vigente');
      expect(periodsOf(renewed).at(-1)).toEqual({ number: 2, from: '2026-09-16', to: '2036-09-15' });
    }
  });

  it('renews, for a renewal order, the period running when the client asked: earlier ones were renewed', () => {
    const renewing: RightFacts = { kind: 'marca-es', filedOn: '1996-09-15', renewedBefore: '2026-04-01' };
    expect(of(renewing, '2026-04-01', 'renovacion')).toMatchObject({ label: 'Renovación: fin del 3.º periodo de 10 años', dueOn: '2026-09-15' });
    expect(statusOf(renewing, '2026-04-01')).toBe('en plazo de renovación');
    expect(of({ ...renewing, renewals: ['2026-04-20'] }, '2026-05-01', 'renovacion')).toMatchObject({ dueOn: '2036-09-15' });
  });

  it("lets others oppose for two months from the application's publication (art. 19; RD 687/2002)", () => {
    const published = { ...mark, publishedOn: '2016-10-20' };
    const opposition = of(published, '2016-11-01', 'oposicion')!;
    expect(opposition).toEqual({
      kind: 'oposicion',
      label: 'Plazo de oposición de terceros',
      opensOn: '2016-10-20',
      dueOn: '2016-12-20',
      article: 'Ley 17/2001, art. 19; RD 687/2002',
    });
    expect(clientTextOf('marca-es', opposition, '2016-11-01')).toBe('Otros pueden oponerse a tu marca hasta el 20/12/2016.');
    expect(clientTextOf('marca-es', opposition, '2016-12-21')).toBe('El plazo para que otros se opusieran a tu marca terminó el 20/12/2016.');
  });

  it('gives a month to answer an objection unless staff record the term the office set (art. 21.1)', () => {
    const objected = { ...mark, objectionOn: '2017-01-31' };
    expect(of(objected, '2017-02-01', 'suspenso')).toMatchObject({
      opensOn: '2017-01-31',
      dueOn: '2017-02-28',
      article: 'Ley 17/2001, art. 21.1; RD 687/2002',
    });
    expect(of({ ...objected, objectionTermEndsOn: '2017-03-31' }, '2017-02-01', 'suspenso')).toMatchObject({ dueOn: '2017-03-31' });
    expect(clientTextOf('marca-es', of(objected, '2017-02-01', 'suspenso')!, '2017-02-01')).toBe(
      'Hay que contestar al suspenso de la oficina hasta el 28/02/2017.',
    );
  });
});

describe('Trade name: the marks’ rules (Ley 17/2001 art. 87.3)', () => {
  it('renews like a mark and cites the article that says so', () => {
    const name: RightFacts = { kind: 'nombre-comercial', filedOn: '2016-09-15', grantedOn: '2017-01-01', publishedOn: '2016-10-01' };
    expect(of(name, '2020-01-01', 'renovacion')).toMatchObject({
      opensOn: '2026-03-15',
      dueOn: '2026-09-15',
      graceEndsOn: '2027-03-15',
      article: 'Ley 17/2001, arts. 31, 32.3 y 87.3',
    });
    expect(of(name, '2016-10-02', 'oposicion')).toMatchObject({ dueOn: '2016-12-01' });
    expect(clientTextOf('nombre-comercial', of(name, '2026-04-01', 'renovacion')!, '2026-04-01')).toContain('Ya puedes renovar tu nombre comercial.');
  });
});

describe('EU trade mark: Reg. (EU) 2017/1001 arts. 46, 52 and 53', () => {
  const eu: RightFacts = { kind: 'marca-ue', filedOn: '2015-07-14', grantedOn: '2015-12-01', publishedOn: '2015-08-03' };

  it("'ten years from the date of filing'; 'six months ending on the expiry'; 'a further period of six months' with one additional fee of 25 %", () => {
    expect(of(eu, '2020-01-01', 'renovacion')).toEqual({
      kind: 'renovacion',
      label: 'Renovación: fin del 1.º periodo de 10 años',
      opensOn: '2025-01-14',
      dueOn: '2025-07-14',
      graceEndsOn: '2026-01-14',
      surcharge: [{ percent: 25, from: '2025-07-15', until: '2026-01-14' }],
      article: 'Reglamento (UE) 2017/1001, arts. 52 y 53.3',
    });
  });

  it("lets others oppose 'within a period of three months following the publication'", () => {
    expect(of(eu, '2015-09-01', 'oposicion')).toMatchObject({ opensOn: '2015-08-03', dueOn: '2015-11-03', article: 'Reglamento (UE) 2017/1001, art. 46.1' });
    expect(clientTextOf('marca-ue', of(eu, '2015-09-01', 'oposicion')!, '2015-09-01')).toBe('Otros pueden oponerse a tu marca europea hasta el 03/11/2015.');
  });
});
