import { validateOrder } from './order-check';
import { describe, expect, it } from 'vitest';
import { quoteOf } from '@shop/money';
import { countries as countryList } from '@shop/ip-content/countries';
import { checkbox, checkboxGroup, countries, countrySchema, email, niceClasses, phone, plan, radio, text, textarea, tiles } from './fields';
import { applicantFields, consentFields } from './applicant';
import { checkFields } from './validation';
import { defineFlow } from './flow';
import { flowMachineBasics } from './machine';

const INVALID_CHARACTERS = 'Este campo contiene caracteres no válidos.';
const tooLong = (max: number) => `Este campo admite como máximo ${max} caracteres.`;
const shapes = [
  { value: 'round', label: 'REDONDA' },
  { value: 'square', label: 'CUADRADA' },
] as const;

describe('a field’s schema', () => {
  it('is built on first use, once, and keeps the field’s other properties as declared', () => {
    const field = text({ label: 'Nombre', maxLength: 20 });
    expect(Object.getOwnPropertyDescriptor(field, 'schema')?.get).toBeTypeOf('function');
    expect(field.schema).toBe(field.schema);
    expect(field).toMatchObject({ kind: 'text', label: 'Nombre', initial: '', maxLength: 20 });
    expect(Object.keys(field)).toContain('schema');
  });
});

describe('text kinds', () => {
  it('have a maximum length per kind that a field may change', () => {
    expect(text({ label: 'Nombre' }).maxLength).toBe(200);
    expect(email({ label: 'Email' }).maxLength).toBe(200);
    expect(phone({ label: 'Teléfono', countryField: 'selectedCountry' }).maxLength).toBe(200);
    expect(textarea({ label: 'Descripción' }).maxLength).toBe(5000);
    expect(text({ label: 'Expediente', maxLength: 20 }).maxLength).toBe(20);
  });

  it('refuse longer values and control characters in their schema, with the Spanish message', () => {
    const short = text({ label: 'Expediente', maxLength: 5 });
    expect(short.schema.safeParse('  12345 ')).toEqual({ success: true, data: '12345' });
    expect(short.schema.safeParse('123456').error?.issues[0]?.message).toBe(tooLong(5));
    expect(textarea({ label: 'Descripción' }).schema.safeParse('x'.repeat(5001)).error?.issues[0]?.message).toBe(tooLong(5000));
    expect(text({ label: 'Nombre' }).schema.safeParse('a\u0000').error?.issues[0]?.message).toBe(INVALID_CHARACTERS);
    expect(textarea({ label: 'Descripción' }).schema.safeParse('uno\ndos\ttres').success).toBe(true);
    expect(textarea({ label: 'Descripción' }).schema.safeParse('uno\u0000').error?.issues[0]?.message).toBe(INVALID_CHARACTERS);
    expect(email({ label: 'Email' }).schema.safeParse('a\tb@example.es').error?.issues[0]?.message).toBe(INVALID_CHARACTERS);
  });

  it('report the same messages in the browser step check, under the field', () => {
    const fields = {
      brandName: text({ label: 'Nombre', required: 'Obligatorio' }),
      description: textarea({ label: 'Descripción' }),
      email: email({ label: 'Email' }),
    };
    const issues = checkFields(fields, ['brandName', 'description', 'email'], {
      brandName: 'x'.repeat(201),
      description: 'a\u0001',
      email: 'lucia\u0000@example.es',
    });
    expect(issues).toEqual({ brandName: tooLong(200), description: INVALID_CHARACTERS, email: INVALID_CHARACTERS });
    expect(checkFields(fields, ['brandName', 'description'], { brandName: 'Horchata', description: 'uno\ndos' })).toEqual({});
  });
});

describe('choice kinds refuse what is not among their options', () => {
  it('tiles: empty or one of the options', () => {
    const field = tiles({ label: 'Forma', options: shapes });
    expect(field.initial).toBe('');
    expect(field.schema.safeParse('').success).toBe(true);
    expect(field.schema.safeParse('square').success).toBe(true);
    expect(field.schema.safeParse('lunar').success).toBe(false);
    expect(field.schema.safeParse('\u0000').success).toBe(false);
  });

  it('plan: one of the cards, the first at first', () => {
    const field = plan({
      label: 'Plan',
      plans: [
        { id: 'small', name: 'Pequeño', description: '', features: [] },
        { id: 'large', name: 'Grande', description: '', features: [] },
      ],
    });
    expect(field.initial).toBe('small');
    expect(field.schema.parse(undefined)).toBe('small');
    expect(field.schema.safeParse('large').success).toBe(true);
    expect(field.schema.safeParse('medium').success).toBe(false);
  });

  it('checkboxGroup: known options, each once', () => {
    const field = checkboxGroup({
      label: 'Ámbito',
      options: [
        { value: 'es', label: 'España' },
        { value: 'eu', label: 'Europa' },
      ],
    });
    expect(field.schema.safeParse(['es', 'eu']).success).toBe(true);
    expect(field.schema.safeParse(['es', 'es']).success).toBe(false);
    expect(field.schema.safeParse(['es', 'eu', 'es']).success).toBe(false);
    expect(field.schema.safeParse(['mars']).success).toBe(false);
  });

  it('countries: ISO codes, calling codes, a bounded list without repeats', () => {
    const field = countries({ label: 'Países' });
    const mexico = { code: 'MX', name: 'México', dialCode: '+52' };
    expect(field.schema.safeParse([mexico]).success).toBe(true);
    expect(field.schema.safeParse([{ ...mexico, code: 'mx' }]).success).toBe(false);
    expect(field.schema.safeParse([{ ...mexico, code: 'MEX' }]).success).toBe(false);
    expect(field.schema.safeParse([{ ...mexico, name: 'Mé\u0000xico' }]).success).toBe(false);
    expect(field.schema.safeParse([{ ...mexico, name: 'x'.repeat(101) }]).success).toBe(false);
    expect(field.schema.safeParse([{ ...mexico, dialCode: '52; DROP' }]).success).toBe(false);
    expect(field.schema.safeParse([mexico, mexico]).success).toBe(false);
    const many = Array.from({ length: 251 }, (_, index) => ({
      code: String.fromCharCode(65 + (index % 26), 65 + Math.floor(index / 26)),
      name: 'País',
      dialCode: '+1',
    }));
    expect(field.schema.safeParse(many).success).toBe(false);
    expect(field.schema.safeParse(many.slice(0, 250)).success).toBe(true);
  });

  it('countries: every country the pickers offer passes', () => {
    for (const country of countryList) expect(countrySchema().safeParse(country).success, country.code).toBe(true);
    expect(countries({ label: 'Países' }).schema.safeParse(countryList).success).toBe(true);
  });

  it('niceClasses: at most the 45 classes', () => {
    const field = niceClasses({ label: 'Clases' });
    expect(field.schema.safeParse([3, 1, 3]).data).toEqual([1, 3]);
    expect(field.schema.safeParse(Array.from({ length: 46 }, () => 1)).success).toBe(false);
  });
});

const tiny = defineFlow({
  id: 'prueba',
  routes: ['/prueba'],
  title: 'Prueba',
  description: 'Un flujo de prueba.',
  progress: ['Formulario'],
  fields: {
    ...applicantFields,
    brandName: text({ label: 'Nombre', required: 'El nombre es obligatorio' }),
    notes: textarea({ label: 'Notas' }),
    agent: checkbox({ label: 'Agente' }),
    ...consentFields,
  },
  steps: [
    {
      id: 'form',
      fields: ['applicantType', 'name', 'lastName', 'email', 'phone', 'brandName', 'notes', 'agent', 'acceptPrivacy', 'acceptTerms'],
      title: 'Formulario',
    },
  ],
  catalogue: [],
  price: () => quoteOf([]),
  envelope: () => ({ producto: 'Prueba' }),
  machine: (setup) => setup.createMachine({ id: 'prueba', initial: 'form', ...flowMachineBasics, states: { form: {} } }),
});

const valid = {
  ...tiny.initialData(),
  name: 'Lucía',
  lastName: 'Martínez',
  email: 'lucia@example.es',
  phone: '612345678',
  brandName: 'Horchata',
  acceptPrivacy: true,
  acceptTerms: true,
};

describe('validateOrder', () => {
  it('accepts a valid order', () => expect(validateOrder(tiny, valid).ok).toBe(true));

  it("passes the kit's Spanish messages through per field, and says in Spanish what zod's own refuse", () => {
    expect(validateOrder(tiny, { ...valid, brandName: '\u0000', notes: 'x'.repeat(5001), agent: 'sí' })).toEqual({
      ok: false,
      issues: { brandName: INVALID_CHARACTERS, notes: tooLong(5000), agent: 'Valor no válido; se esperaba true o false' },
      malformed: true,
    });
    expect(validateOrder(tiny, { ...valid, name: 42 })).toEqual({ ok: false, issues: { name: 'Valor no válido; se esperaba un texto' }, malformed: true });
    expect(validateOrder(tiny, { ...valid, applicantType: 'robot' })).toMatchObject({ issues: { applicantType: 'Valor no válido; admite: persona, empresa' } });
  });

  it('validateStep shows the same messages the server gives', () => {
    expect(tiny.validateStep('form', { ...valid, brandName: 'x'.repeat(300) } as never)).toEqual({ brandName: tooLong(200) });
  });
});

describe('parseData (drafts)', () => {
  it('keeps every other field when one value is refused', () => {
    const parsed = tiny.parseData({ ...valid, brandName: 'Horchata\tClara' });
    expect(parsed).toMatchObject({ name: 'Lucía', email: 'lucia@example.es', brandName: '' });
  });

  it('gives nothing for something that is not an object', () => {
    expect(tiny.parseData(null)).toBeUndefined();
    expect(tiny.parseData([1, 2])).toBeUndefined();
  });
});

describe('validateOrder: a field left blank on the wire (spec-1 §5, spec-2 §5, DECISIONS §9)', () => {
  const styles = [
    { value: 'Moderno', label: 'Moderno' },
    { value: 'Clásico', label: 'Clásico' },
  ];
  const scopes = [
    { value: 'es', label: 'España' },
    { value: 'eu', label: 'Europa' },
  ];
  const blanks = defineFlow({
    id: 'blancos',
    routes: ['/blancos'],
    title: 'Blancos',
    description: 'Un flujo de prueba.',
    progress: ['Formulario'],
    fields: {
      ...applicantFields,
      style: radio({ label: 'Estilo', options: styles, required: 'El estilo es obligatorio' }),
      scope: checkboxGroup({ label: 'Ámbito', options: scopes, initial: ['es'], required: 'Elige un ámbito' }),
      kind: radio({ label: 'Tipo', options: styles, initial: 'Moderno' }),
      type: tiles({ label: 'Forma', options: shapes }),
      notes: textarea({ label: 'Notas' }),
      ...consentFields,
    },
    steps: [
      {
        id: 'form',
        title: 'Formulario',
        fields: ['applicantType', 'name', 'lastName', 'email', 'phone', 'style', 'scope', 'kind', 'type', 'notes', 'acceptPrivacy', 'acceptTerms'],
        check: (data) => (data.type === '' ? { type: 'Elige un tipo' } : undefined),
      },
    ],
    catalogue: [],
    price: () => quoteOf([]),
    envelope: () => ({ producto: 'Blancos' }),
    machine: (setup) => setup.createMachine({ id: 'blancos', initial: 'form', ...flowMachineBasics, states: { form: {} } }),
  });
  const order = { ...valid, style: 'Clásico', scope: ['eu'], kind: 'Clásico', type: 'square', notes: 'Nada.' };
  const without = (name: string) => Object.fromEntries(Object.entries(order).filter(([key]) => key !== name));

  it('accepts the order filled in', () => expect(validateOrder(blanks, order)).toMatchObject({ ok: true }));

  it.each([
    ['style', 'El estilo es obligatorio'],
    ['acceptTerms', 'Debes aceptar la política de privacidad y las condiciones generales para continuar.'],
    ['name', 'El nombre es obligatorio'],
    // A choice the form pre-selects is not made for a client that sent none.
    ['scope', 'Elige un ámbito'],
    // Not required, but blank at first: its step's own rule speaks, not zod.
    ['type', 'Elige un tipo'],
  ])('%s: missing, null, empty or spaces only is told %s', (name, message) => {
    for (const blank of [undefined, null, '', '   ']) {
      const data = blank === undefined ? without(name) : { ...order, [name]: blank };
      expect(validateOrder(blanks, data), JSON.stringify(blank)).toEqual({ ok: false, issues: { [name]: message } });
    }
  });

  it('leaves other fields as they were: a missing choice takes its default, a blank one is refused, an optional text is empty', () => {
    expect(validateOrder(blanks, without('kind'))).toMatchObject({ ok: true, data: { kind: 'Moderno' } });
    expect(validateOrder(blanks, { ...order, kind: ' ' })).toMatchObject({ ok: false, malformed: true });
    expect(validateOrder(blanks, { ...order, notes: null })).toMatchObject({ ok: true, data: { notes: '' } });
  });
});
