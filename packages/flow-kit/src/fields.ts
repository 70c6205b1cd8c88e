// zod/mini keeps the browser bundle small; the schemas are the same on the server.
import * as z from 'zod/mini';
// Browser code imports ip-content by module: the country list and class texts load on demand.
import { SPAIN } from '@shop/ip-content/spain';
import type { Country } from '@shop/ip-content/countries';
import type { PriceTable, Quote } from '@shop/money';
import { DEFAULT_MAX_LENGTH, TEXT_MESSAGES, hasForbiddenCharacters, type TextKind } from './text-checks';
import type {
  AnyData,
  Dynamic,
  FieldCommon,
  FieldKind,
  FieldOf,
  FileRule,
  NiceClassesProps,
  Option,
  PhoneProps,
  PlanCard,
  TextProps,
  TilesProps,
  Unbuilt,
} from './field-spec';

export * from './field-spec';

export function resolve<T>(value: Dynamic<T>, data: AnyData): T {
  return typeof value === 'function' ? (value as (data: AnyData) => T)(data) : value;
}

/** An `accept` entry that takes any file, whatever its content (spec-2 §5: renovation documents). */
export const ANY_FILE_TYPE = '*';

type Opts = FieldCommon;

/**
 * A field whose schema is built the first time something parses with it. A flow page declares
 * dozens of fields, and each zod schema costs its constructors at once: built eagerly, they held a
 * phone's main thread while the page's code started, for checks that run on the first submit or
 * on the server (ADR 008: TBT).
 */
export function withSchema<K extends FieldKind, V>(field: Unbuilt<K, V>, build: () => z.ZodMiniType<V>): FieldOf<K, V> {
  let schema: z.ZodMiniType<V> | undefined;
  return Object.defineProperty(field, 'schema', { get: () => (schema ??= build()), enumerable: true }) as FieldOf<K, V>;
}

const isDistinct = (values: readonly unknown[]) => new Set(values).size === values.length;

/**
 * Every text kind: trimmed, bounded, and free of control characters (text-checks.ts), with Spanish
 * messages that reach the visitor through the server's `fields` as well.
 */
function textSchema(kind: TextKind, maxLength: number): z.ZodMiniType<string> {
  const multiline = kind === 'textarea';
  return z._default(
    z.string().check(
      z.trim(),
      z.refine((value) => !hasForbiddenCharacters(value, multiline), { error: TEXT_MESSAGES.invalidCharacters }),
      z.maxLength(maxLength, { error: TEXT_MESSAGES.tooLong(maxLength) }),
    ),
    '',
  ) as unknown as z.ZodMiniType<string>;
}

type TextOpts = Opts & TextProps;

function textField<K extends TextKind>(kind: K, opts: TextOpts & Unbuilt<K, string>): FieldOf<K, string> {
  const maxLength = opts.maxLength ?? DEFAULT_MAX_LENGTH[kind];
  return withSchema<K, string>({ ...opts, maxLength }, () => textSchema(kind, maxLength));
}

export const text = (opts: TextOpts): FieldOf<'text', string> => textField('text', { kind: 'text', initial: '', ...opts });
export const textarea = (opts: TextOpts): FieldOf<'textarea', string> => textField('textarea', { kind: 'textarea', initial: '', ...opts });
export const email = (opts: TextOpts): FieldOf<'email', string> => textField('email', { kind: 'email', initial: '', autoComplete: 'email', ...opts });
export const phone = (opts: Opts & PhoneProps & { countryField: string }): FieldOf<'phone', string> =>
  textField('phone', { kind: 'phone', initial: '', autoComplete: 'tel-national', ...opts });

export const checkbox = (opts: Opts & { initial?: boolean; emphasis?: boolean; priceKey?: Dynamic<string> }): FieldOf<'checkbox', boolean> =>
  withSchema({ kind: 'checkbox', ...opts, initial: opts.initial ?? false }, () => z._default(z.boolean(), opts.initial ?? false));

export const consent = (opts: Opts & { link: { text: string; href: string } }): FieldOf<'consent', boolean> =>
  withSchema({ kind: 'consent', initial: false, ...opts }, () => z._default(z.boolean(), false));

export function radio<const O extends readonly Option[]>(opts: Opts & { options: O; initial: O[number]['value'] }): FieldOf<'radio', O[number]['value']>;
/** Without `initial` nothing is chosen at first ('' until the visitor picks: the patent type, the logo style: spec-2 §5, DECISIONS §9). */
export function radio<const O extends readonly Option[]>(opts: Opts & { options: O }): FieldOf<'radio', O[number]['value'] | ''>;
export function radio<const O extends readonly Option[]>(opts: Opts & { options: O; initial?: O[number]['value'] }): FieldOf<'radio', O[number]['value'] | ''> {
  const values = opts.options.map((option) => option.value) as [O[number]['value'], ...O[number]['value'][]];
  const initial = opts.initial ?? '';
  return withSchema<'radio', O[number]['value'] | ''>({ kind: 'radio', ...opts, initial }, () => {
    const choice = opts.initial === undefined ? z.union([z.enum(values), z.literal('')]) : z.enum(values);
    return z._default(choice, initial) as unknown as z.ZodMiniType<O[number]['value'] | ''>;
  });
}

export const applicantType = (opts: Opts): FieldOf<'applicantType', 'persona' | 'empresa'> =>
  withSchema(
    {
      kind: 'applicantType',
      initial: 'persona',
      options: [
        { value: 'persona', label: 'Soy Persona Física', described: 'Persona física' },
        { value: 'empresa', label: 'Soy Empresa', described: 'Empresa' },
      ],
      ...opts,
    },
    () => z._default(z.enum(['persona', 'empresa']), 'persona'),
  );

/**
 * A multi-select. Some wires carry it as flags (`designTypes: { espana: true, europeo: false }`,
 * spec-2 §3.2): the schema reads that form too, and `flagsOf` writes it.
 */
export function checkboxGroup<const O extends readonly Option[]>(
  opts: Opts & { options: O; initial?: O[number]['value'][] },
): FieldOf<'checkboxGroup', O[number]['value'][]> {
  type V = O[number]['value'];
  const values = opts.options.map((option) => option.value) as [V, ...V[]];
  const initial = opts.initial ?? [];
  return withSchema({ kind: 'checkboxGroup', ...opts, initial }, () => {
    const listOrFlags = z.pipe(
      // Each option at most once: a longer list is not something the form can send.
      z.union([z.array(z.enum(values)).check(z.maxLength(values.length), z.refine(isDistinct)), z.record(z.string(), z.boolean())]),
      z.transform((chosen: V[] | Record<string, boolean>) => (Array.isArray(chosen) ? chosen : values.filter((value) => chosen[value] === true))),
    );
    return z._default(listOrFlags, [...initial]) as unknown as z.ZodMiniType<V[]>;
  });
}

/** A multi-select as the flags object some wires expect: every option named, true when chosen. */
export function flagsOf(field: { options: readonly Option[] }, chosen: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(field.options.map((option) => [option.value, chosen.includes(option.value)]));
}

/**
 * A country as the pickers send it. The full list loads on demand in the browser, so the shape is
 * checked here: an ISO code, a short name without control characters, a calling code. The spec's
 * lists carry code and name only (spec-2 §3.2), so the calling code may be missing; the server
 * checks the code against the list and writes the list's own name and calling code.
 */
export const countrySchema = () => (builtCountrySchema ??= buildCountrySchema());

// Built on first use, like the fields' schemas (withSchema): not while a flow page starts (ADR 021).
const buildCountrySchema = () =>
  z.object({
    code: z.string().check(z.regex(/^[A-Z]{2}$/)),
    name: z.string().check(
      z.minLength(1),
      z.maxLength(100),
      z.refine((name) => !hasForbiddenCharacters(name, false)),
    ),
    dialCode: z._default(z.string().check(z.regex(/^\+\d{1,4}$/)), ''),
  });
let builtCountrySchema: ReturnType<typeof buildCountrySchema> | undefined;

/** More entries than there are countries is not a choice the picker can make. */
export const MAX_COUNTRIES = 250;

export const countries = (opts: Opts): FieldOf<'countries', Country[]> =>
  withSchema({ kind: 'countries', initial: [], ...opts }, () =>
    z._default(
      z.array(countrySchema()).check(
        z.maxLength(MAX_COUNTRIES),
        z.refine((list) => isDistinct(list.map((country) => country.code))),
      ),
      [],
    ),
  );

export const selectedCountry = (): FieldOf<'hidden', Country> =>
  withSchema({ kind: 'hidden', label: 'País', initial: SPAIN }, () => z._default(countrySchema(), SPAIN));

export const mediaTypes = [
  { value: 'imagen', label: 'Imagen' },
  { value: 'sonido', label: 'Sonido' },
  { value: 'video', label: 'Vídeo' },
] as const;
export type MediaType = (typeof mediaTypes)[number]['value'];
export const mediaFamily: Record<MediaType, string> = { imagen: 'image/*', sonido: 'audio/*', video: 'video/*' };

/** The representation choice with its single upload (spec-1 §2.7). The file travels beside the data. */
export const media = (opts: Opts & { files: FileRule }): FieldOf<'media', MediaType> =>
  withSchema({ kind: 'media', initial: 'imagen', options: mediaTypes, ...opts }, () => z._default(z.enum(['imagen', 'sonido', 'video']), 'imagen'));

/** A list of attached documents; the files travel beside the data, their rules are declared here. */
export const files = (opts: Opts & { files: FileRule; preview?: boolean }): FieldOf<'files', null> =>
  withSchema({ kind: 'files', initial: null, ...opts }, () => z._default(z.nullable(z.null()), null) as unknown as z.ZodMiniType<null>);

export const niceClasses = (opts: Opts & NiceClassesProps): FieldOf<'niceClasses', number[]> =>
  withSchema(
    { kind: 'niceClasses', initial: [], ...opts },
    () =>
      z.pipe(
        // 45 classes: a longer list can only repeat them.
        z._default(z.array(z.int().check(z.gte(1), z.lte(45))).check(z.maxLength(45)), []),
        z.transform((ids: number[]) => [...new Set(ids)].sort((a, b) => a - b)),
      ) as unknown as z.ZodMiniType<number[]>,
  );

/**
 * A choice among picture tiles (the mark types of spec-1 §2.7): '' while nothing is chosen (an agent
 * may choose), else one of the options. The flow declares the options and what each tile costs.
 */
export function tiles<const O extends readonly Option[]>(opts: Opts & TilesProps & { options: O }): FieldOf<'tiles', O[number]['value'] | ''> {
  type V = O[number]['value'] | '';
  const values: V[] = ['', ...opts.options.map((option) => option.value)];
  return withSchema({ kind: 'tiles', initial: '', ...opts }, () => z._default(z.enum(values), ''));
}

/** The plan cards of spec-1 §2.7: one is always chosen, the first at first; each card's id is its value and its catalogue key. */
export function plan<Id extends string>(
  opts: Opts & { plans: readonly [PlanCard<Id>, ...PlanCard<Id>[]]; planLines?: (data: AnyData, quote: Quote, prices: PriceTable) => readonly string[] },
): FieldOf<'plan', Id> {
  const [first, ...others] = opts.plans;
  const ids: [Id, ...Id[]] = [first.id, ...others.map((card) => card.id)];
  return withSchema({ kind: 'plan', initial: first.id, ...opts }, () => z._default(z.enum(ids), first.id));
}

const STEPPER_LIMIT = 1_000_000;
export const STEPPER_TOO_HIGH = 'El número no puede superar 1.000.000.';
/** A count is a whole number; '2.5' or "3" is not below the minimum, so it is not told it is. */
export const STEPPER_NOT_WHOLE = 'Indica un número entero.';

/**
 * A whole number chosen with − and + buttons (or typed), within `min`..`max` (spec-2 §2.3, §2.4).
 * Out-of-range values are refused with `rangeMessage`, in the browser and on the server.
 */
export function stepper(opts: Opts & { min: number; max?: number; initial?: number; rangeMessage: string }): FieldOf<'stepper', number> {
  const { rangeMessage, ...rest } = opts;
  // The bounds are checked with the step (validation.ts), not here: a draft holding an
  // out-of-range number must still load, with the message under the field.
  // Without a maximum of its own (the spec gives none for a renovation's classes), a number is still
  // a count a person orders: above a million it is refused as too high, not as too low.
  const tooHigh = opts.max === undefined ? STEPPER_TOO_HIGH : rangeMessage;
  return withSchema({ kind: 'stepper', ...rest, initial: opts.initial ?? opts.min, range: rangeMessage }, () =>
    z._default(z.int(STEPPER_NOT_WHOLE).check(z.gte(-STEPPER_LIMIT, rangeMessage), z.lte(STEPPER_LIMIT, tooHigh)), opts.initial ?? opts.min),
  );
}
