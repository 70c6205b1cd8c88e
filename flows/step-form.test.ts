import { describe, expect, it } from 'vitest';
import { dataFromStepForm, postedValuesOf } from '@shop/flow-kit/step-form';
import { answerStep } from '@shop/flow-kit/step-answer';
import { withFallback } from '@shop/money';
import { loadNumberingPlans, PHONE_FORMAT_MESSAGE } from '@shop/flow-kit';
import { countryByCode } from '@shop/ip-content/countries';
import nacional from './marca-nacional';
import { LUCIA_FILLS_THE_FORM } from './parts/applicant.testkit';

/** A step's form as a browser sends it: name/value pairs, a name once per ticked box. */
const posted = (pairs: [string, string][]) => postedValuesOf(pairs);
const options = { countryByCode };

const blank = nacional.initialData();

describe('a step sent by the browser itself (ADR 021: forms before JavaScript)', () => {
  it('reads texts, the applicant type and ticked consents; an unticked box is false', () => {
    const data = dataFromStepForm(
      nacional,
      'form',
      { ...blank, wantAgent: true },
      posted([
        ['applicantType', 'persona'],
        ['name', 'Lucía'],
        ['lastName', 'Martínez'],
        ['email', 'lucia@example.es'],
        ['phone', '612345678'],
        ['brandName', 'Horchata Clara'],
        ['mediaType', 'imagen'],
        ['acceptPrivacy', 'on'],
      ]),
      0,
      options,
    );
    expect(data).toMatchObject({ name: 'Lucía', phone: '612345678', brandName: 'Horchata Clara', acceptPrivacy: true, acceptTerms: false, wantAgent: false });
    expect(nacional.validateStep('form', data as typeof blank)).toEqual({ acceptTerms: expect.any(String) });
  });

  it('reads one class per ticked box and runs what ticking the agent box changes', () => {
    const classes = dataFromStepForm(
      nacional,
      'classification',
      blank,
      posted([
        ['selectedClasses', '32'],
        ['selectedClasses', '29'],
        ['selectedClasses', 'x'],
      ]),
      0,
      options,
    );
    expect(classes.selectedClasses).toEqual([32, 29]);
    const agent = dataFromStepForm(nacional, 'classification', { ...blank, selectedClasses: [3] }, posted([['wantClassAgent', 'on']]), 0, options);
    expect(agent).toMatchObject({ wantClassAgent: true, selectedClasses: [] });
  });

  it('leaves the fields of other steps, and hidden ones, as they were', () => {
    const data = dataFromStepForm(
      nacional,
      'plans',
      { ...blank, name: 'Lucía' },
      posted([
        ['name', 'Otro'],
        ['selectedPlan', 'premium'],
      ]),
      0,
      options,
    );
    expect(data).toMatchObject({ name: 'Lucía', selectedPlan: 'premium' });
  });

  it('reads the invoice block: none while its box is unticked, the parts once it is', () => {
    const total = 19_900;
    const unticked = dataFromStepForm(nacional, 'plans', blank, posted([['selectedPlan', 'basic']]), total, options);
    expect(unticked.facturacion).toBeNull();
    const ticked = dataFromStepForm(nacional, 'plans', { ...blank, name: 'Lucía' }, posted([['facturacion.completa', 'on']]), total, options);
    expect(ticked.facturacion).toMatchObject({ nombre: 'Lucía', nif: '' });
    const parts = dataFromStepForm(
      nacional,
      'plans',
      blank,
      posted([
        ['facturacion.completa', 'on'],
        ['facturacion.nif', '12345678Z'],
        ['facturacion.nombre', 'Lucía Martínez'],
      ]),
      total,
      options,
    );
    expect(parts.facturacion).toMatchObject({ nif: '12345678Z', nombre: 'Lucía Martínez', ciudad: '' });
  });
});

describe("the flow's machine answers a step's form on the server (ADR 021)", () => {
  const prices = withFallback(nacional.catalogue, undefined);
  const filled = { ...nacional.initialData(), ...LUCIA_FILLS_THE_FORM };
  const saves: string[] = [];
  const save = async (input: { purpose: string; referencia?: string | undefined }) => {
    saves.push(input.purpose);
    return { referencia: input.referencia ?? 'REF', estado: 'draft', total: { centimos: 19_900, texto: '199,00 €' } };
  };

  it('moves on from a valid step, and stays with its messages on an invalid one', async () => {
    const next = await answerStep(nacional, { step: 'form', data: filled, back: false, prices, save });
    expect(next).toMatchObject({ step: 'classification', showErrors: false, toPayment: false });
    const stays = await answerStep(nacional, { step: 'form', data: { ...filled, email: '' }, back: false, prices, save });
    expect(stays).toMatchObject({ step: 'form', showErrors: true, toPayment: false });
  });

  it('goes back, saves where the wizard saves, and leaves for the payment from the plans', async () => {
    expect(await answerStep(nacional, { step: 'classification', data: filled, back: true, prices, save })).toMatchObject({ step: 'form' });
    const typed = await answerStep(nacional, {
      step: 'trademarkType',
      data: { ...filled, selectedClasses: [29], selectedTrademarkType: 'denominativa' },
      back: false,
      prices,
      save,
    });
    expect(typed).toMatchObject({ step: 'plans', referencia: 'REF' });
    const paid = await answerStep(nacional, {
      step: 'plans',
      data: { ...filled, selectedClasses: [29], selectedTrademarkType: 'denominativa' },
      referencia: 'REF',
      back: false,
      prices,
      save,
    });
    expect(paid).toMatchObject({ toPayment: true, referencia: 'REF' });
    expect(saves).toEqual(['draft', 'checkout']);
  });

  it('says a failed save on the step it was sent from, with the data kept', async () => {
    const failing = async () => {
      throw new Error('No hemos podido guardar tu pedido.');
    };
    const answer = await answerStep(nacional, {
      step: 'plans',
      data: { ...filled, selectedClasses: [29], selectedTrademarkType: 'denominativa' },
      back: false,
      prices,
      save: failing,
    });
    expect(answer).toMatchObject({ step: 'plans', failure: 'No hemos podido guardar tu pedido.', toPayment: false });
    expect(answer.data.brandName).toBe('Horchata Clara');
  });
});

describe("a phone's country sent by the browser (its select before the page's code)", () => {
  const form = (pairs: [string, string][]) =>
    dataFromStepForm(nacional, 'form', { ...nacional.initialData(), ...LUCIA_FILLS_THE_FORM }, postedValuesOf(pairs), 0, { countryByCode });
  /** The step's message for the phone (the other fields were not sent: theirs are beside the point). */
  const phoneIssue = (data: Record<string, unknown>) => nacional.validateStep('form', data as typeof blank).phone;

  it("takes the chosen country, and the flow's phone rule judges the number by it", async () => {
    await loadNumberingPlans();
    const french = form([
      ['phone', '+33 6 12 34 56 78'],
      ['selectedCountry', 'FR'],
    ]);
    expect(french).toMatchObject({ phone: '+33 6 12 34 56 78', selectedCountry: { code: 'FR', dialCode: '+33' } });
    expect(phoneIssue(french)).toBeUndefined();
    expect(
      phoneIssue(
        form([
          ['phone', '06 12 34 56 78'],
          ['selectedCountry', 'FR'],
        ]),
      ),
    ).toBeUndefined();
    // Spain kept (nothing chosen, or a code no country has): a French number is refused, in Spanish.
    for (const pairs of [
      [['phone', '+33 6 12 34 56 78']],
      [
        ['phone', '+33 6 12 34 56 78'],
        ['selectedCountry', 'XX'],
      ],
    ] as [string, string][][]) {
      const spanish = form(pairs);
      expect(spanish.selectedCountry).toMatchObject({ code: 'ES' });
      expect(phoneIssue(spanish)).toBe(PHONE_FORMAT_MESSAGE);
    }
  });
});

describe('a text area sent by the browser', () => {
  it('keeps its line breaks as the wizard does, LF', () => {
    const data = dataFromStepForm(nacional, 'form', nacional.initialData(), postedValuesOf([['description', 'Horchata\r\nartesanal']]), 0, { countryByCode });
    expect(data.description).toBe('Horchata\nartesanal');
  });
});
