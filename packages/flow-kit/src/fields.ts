// zod/mini keeps the browser bundle small; the schemas are the same on the server.
import * as z from 'zod/mini';
// Browser code imports ip-content by module: the country list and class texts load on demand.
import { SPAIN } from '@shop/ip-content/spain';
import type { Country } from '@shop/ip-content/countries';
import type { Cents, PriceTable, Quote } from '@shop/money';
import { trademarkTypeIds } from '@shop/ip-content/trademark-type-names';
import { DEFAULT_MAX_LENGTH, TEXT_MESSAGES, hasForbiddenCharacters, type TextKind } from './text-checks';

/**
 * The closed set of field kinds. The web app has exactly one widget per kind, so every form
 * behaves the same for the same kind of field; a new kind is one new widget.
 */
export type FieldKind =
  | 'applicantType'
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'radio'
  | 'checkbox'
  | 'consent'
  | 'checkboxGroup'
  | 'countries'
  | 'media'
  | 'files'
  | 'niceClasses'
  | 'trademarkType'
  | 'plan'
  | 'stepper'
  | 'billing'
  | 'hidden';

/** The data as seen by labels and visibility rules: any flow's data. */
export type AnyData = Record<string, any>;

/** Something that may depend on what the visitor has entered so far. */
export type Dynamic<T> = T | ((data: AnyData) => T);

export function resolve<T>(value: Dynamic<T>, data: AnyData): T {
  return typeof value === 'function' ? (value as (data: AnyData) => T)(data) : value;
}

export interface Option {
  value: string;
  label: string;
  /** How a summary, the office and the back office name the choice when the label speaks to the visitor ('Soy Empresa'). */
  described?: string;
  /** The catalogue key of this option's price: the widget shows the catalogue's figure beside it. */
  priceKey?: Dynamic<string>;
}

/** File rules, enforced in the browser (messages) and again on the server (by content). */
export interface FileRule {
  /** Multipart field naming: one `uploadedFile`, or `uploadedFile_0..n` plus `fileCount`. */
  naming: 'single' | 'indexed';
  maxFiles: number;
  maxBytes: number;
  /** How the limit reads in the spec's messages: '5MB', '128MB'. */
  maxLabel: string;
  /**
   * Allowed kinds, sniffed from content on the server: extensions such as 'pdf', families 'image/*',
   * or ANY_FILE_TYPE for documents of any type (renovation, spec-2 §5).
   */
  accept: readonly string[];
  /** The picker hint for the browser (`accept` attribute). */
  pickerAccept: Dynamic<string>;
}

/** An `accept` entry that takes any file, whatever its content (spec-2 §5: renovation documents). */
export const ANY_FILE_TYPE = '*';

interface FieldCommon {
  label: Dynamic<string>;
  /** How a description of the order (mails, back office) names the field when its label speaks to the visitor ('¿Qué hace tu negocio?'). */
  described?: string;
  /** A Spanish message makes the field required (asterisk plus check when visible). */
  required?: Dynamic<string>;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  /** Hidden fields are neither shown nor checked. */
  visibleWhen?: (data: AnyData) => boolean;
  /** Half-width on wide screens. */
  half?: boolean;
  /**
   * What else changes when the visitor sets this field (e.g. a mark type that resets the figures
   * of spec-2 §2.4): the patch is merged with the field's own value, in the browser only.
   */
  onSet?: (value: unknown, data: AnyData) => AnyData;
  /** A heading shown before this field: a block of fields starts here (the owners of spec-2 §2.16). */
  section?: string;
  /** kind 'checkbox': the catalogue key of what ticking it adds, shown beside it ('+ 47,00 €'). */
  priceKey?: Dynamic<string>;
  /** kind 'files': the chosen images are previewed (spec-2 §2.10). */
  preview?: boolean;
  /**
   * Other names a client of the API may send this field's value under: the spec's own name where the
   * field was renamed to be bound (the patent's `patentName`, DECISIONS §9), or a path inside an
   * object the spec sends (`currentOwner.name`). Read when the field's own name is absent.
   */
  wireAliases?: readonly string[];
}

export interface FieldSpec<V = unknown> extends FieldCommon {
  kind: FieldKind;
  schema: z.ZodMiniType<V>;
  initial: V;
  options?: readonly Option[];
  /** Links inside a consent label: the words to link and where to. */
  link?: { text: string; href: string };
  /** kind 'phone': the data field holding the selected country. */
  countryField?: string;
  /** kind 'phone': the prefix is fixed at +34 (spec-2 §2.2). */
  fixedCountry?: boolean;
  /** kind 'phone': preselect the country of the browser language region, in the browser only (DECISIONS §6). */
  countryFromBrowser?: boolean;
  /** kind 'plan': the plan cards. */
  plans?: readonly PlanCard[];
  /** kind 'plan': the lines every card repeats under its features (what was chosen so far). */
  planLines?: (data: AnyData, quote: Quote, prices: PriceTable) => readonly string[];
  /** kind 'trademarkType': the surcharge each option shows on its tile. */
  optionPrice?: (value: string, prices: PriceTable) => Cents;
  /** kind 'media' and 'files': the upload rules. */
  files?: FileRule;
  /** kind 'niceClasses': which classes may be toggled. */
  selectableClasses?: (id: number) => boolean;
  /** kind 'niceClasses': the note shown beside locked classes, and the refusal of one sent anyway. */
  lockedMessage?: string;
  /** kind 'niceClasses': the field holding the business's own description, which the class suggestions read (DECISIONS §14). */
  suggestFrom?: string;
  /** kind 'checkbox': rendered inside a highlighted box. */
  emphasis?: boolean;
  /** kind 'stepper': the bounds, inclusive. */
  min?: number;
  max?: number;
  /** kind 'stepper': the message for a number outside the bounds. */
  range?: string;
  /** Text kinds: the most characters accepted (after trimming); set by the kind, a field may lower or raise it. */
  maxLength?: number;
}

type Opts = FieldCommon;

/**
 * A field whose schema is built the first time something parses with it. A flow page declares
 * dozens of fields, and each zod schema costs its constructors at once: built eagerly, they held a
 * phone's main thread while the page's code started, for checks that run on the first submit or
 * on the server (issue 12: TBT).
 */
export function withSchema<V>(field: Omit<FieldSpec<V>, 'schema'>, build: () => z.ZodMiniType<V>): FieldSpec<V> {
  let schema: z.ZodMiniType<V> | undefined;
  return Object.defineProperty(field, 'schema', { get: () => (schema ??= build()), enumerable: true }) as FieldSpec<V>;
}

/** A plan card of spec-1 §3: the price comes from the catalogue under the plan's id. */
export interface PlanCard {
  id: 'basic' | 'premium';
  name: string;
  description: string;
  features: readonly string[];
  highlight?: boolean;
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

type TextOpts = Opts & { maxLength?: number };

function textField(kind: TextKind, opts: TextOpts, extra: Partial<FieldSpec<string>> = {}): FieldSpec<string> {
  const maxLength = opts.maxLength ?? DEFAULT_MAX_LENGTH[kind];
  return withSchema({ kind, initial: '', ...extra, ...opts, maxLength }, () => textSchema(kind, maxLength));
}

export const text = (opts: TextOpts): FieldSpec<string> => textField('text', opts);
export const textarea = (opts: TextOpts): FieldSpec<string> => textField('textarea', opts);
export const email = (opts: TextOpts): FieldSpec<string> => textField('email', opts, { autoComplete: 'email' });
export const phone = (opts: TextOpts & { countryField: string; fixedCountry?: boolean; countryFromBrowser?: boolean }): FieldSpec<string> =>
  textField('phone', opts, { autoComplete: 'tel-national' });

export const checkbox = (opts: Opts & { initial?: boolean; emphasis?: boolean }): FieldSpec<boolean> =>
  withSchema({ kind: 'checkbox', ...opts, initial: opts.initial ?? false }, () => z._default(z.boolean(), opts.initial ?? false));

export const consent = (opts: Opts & { link: { text: string; href: string } }): FieldSpec<boolean> =>
  withSchema({ kind: 'consent', initial: false, ...opts }, () => z._default(z.boolean(), false));

export function radio<const O extends readonly Option[]>(opts: Opts & { options: O; initial: O[number]['value'] }): FieldSpec<O[number]['value']>;
/** Without `initial` nothing is chosen at first ('' until the visitor picks: the patent type, the logo style: spec-2 §5, DECISIONS §9). */
export function radio<const O extends readonly Option[]>(opts: Opts & { options: O }): FieldSpec<O[number]['value'] | ''>;
export function radio<const O extends readonly Option[]>(opts: Opts & { options: O; initial?: O[number]['value'] }): FieldSpec<O[number]['value'] | ''> {
  const values = opts.options.map((option) => option.value) as [O[number]['value'], ...O[number]['value'][]];
  const initial = opts.initial ?? '';
  return withSchema({ kind: 'radio', ...opts, initial }, () => {
    const choice = opts.initial === undefined ? z.union([z.enum(values), z.literal('')]) : z.enum(values);
    return z._default(choice, initial) as unknown as z.ZodMiniType<O[number]['value'] | ''>;
  });
}

export const applicantType = (opts: Opts): FieldSpec<'persona' | 'empresa'> =>
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
export function checkboxGroup<const O extends readonly Option[]>(opts: Opts & { options: O; initial?: O[number]['value'][] }): FieldSpec<O[number]['value'][]> {
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
export function flagsOf(field: FieldSpec<readonly string[]>, chosen: readonly string[]): Record<string, boolean> {
  return Object.fromEntries((field.options ?? []).map((option) => [option.value, chosen.includes(option.value)]));
}

/**
 * A country as the pickers send it. The full list loads on demand in the browser, so the shape is
 * checked here: an ISO code, a short name without control characters, a calling code. The spec's
 * lists carry code and name only (spec-2 §3.2), so the calling code may be missing; the server
 * checks the code against the list and writes the list's own name and calling code.
 */
export const countrySchema = z.object({
  code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  name: z.string().check(
    z.minLength(1),
    z.maxLength(100),
    z.refine((name) => !hasForbiddenCharacters(name, false)),
  ),
  dialCode: z._default(z.string().check(z.regex(/^\+\d{1,4}$/)), ''),
});

/** More entries than there are countries is not a choice the picker can make. */
export const MAX_COUNTRIES = 250;

export const countries = (opts: Opts): FieldSpec<Country[]> =>
  withSchema({ kind: 'countries', initial: [], ...opts }, () =>
    z._default(
      z.array(countrySchema).check(
        z.maxLength(MAX_COUNTRIES),
        z.refine((list) => isDistinct(list.map((country) => country.code))),
      ),
      [],
    ),
  );

export const selectedCountry = (): FieldSpec<Country> => withSchema({ kind: 'hidden', label: 'País', initial: SPAIN }, () => z._default(countrySchema, SPAIN));

export const mediaTypes = [
  { value: 'imagen', label: 'Imagen' },
  { value: 'sonido', label: 'Sonido' },
  { value: 'video', label: 'Vídeo' },
] as const;
export type MediaType = (typeof mediaTypes)[number]['value'];
export const mediaFamily: Record<MediaType, string> = { imagen: 'image/*', sonido: 'audio/*', video: 'video/*' };

/** The representation choice with its single upload (spec-1 §2.7). The file travels beside the data. */
export const media = (opts: Opts & { files: FileRule }): FieldSpec<MediaType> =>
  withSchema({ kind: 'media', initial: 'imagen', options: mediaTypes, ...opts }, () => z._default(z.enum(['imagen', 'sonido', 'video']), 'imagen'));

/** A list of attached documents; the files travel beside the data, their rules are declared here. */
export const files = (opts: Opts & { files: FileRule }): FieldSpec<null> =>
  withSchema({ kind: 'files', initial: null, ...opts }, () => z._default(z.nullable(z.null()), null) as unknown as z.ZodMiniType<null>);

export const niceClasses = (opts: Opts & { selectableClasses?: (id: number) => boolean; lockedMessage?: string; suggestFrom?: string }): FieldSpec<number[]> =>
  withSchema(
    { kind: 'niceClasses', initial: [], ...opts },
    () =>
      z.pipe(
        // 45 classes: a longer list can only repeat them.
        z._default(z.array(z.int().check(z.gte(1), z.lte(45))).check(z.maxLength(45)), []),
        z.transform((ids: number[]) => [...new Set(ids)].sort((a, b) => a - b)),
      ) as unknown as z.ZodMiniType<number[]>,
  );

/** '' while nothing is chosen (an agent may choose), else one of the types of spec-1 §3. */
export const trademarkType = (opts: Opts & { optionPrice?: (value: string, prices: PriceTable) => Cents }): FieldSpec<string> =>
  withSchema({ kind: 'trademarkType', initial: '', ...opts }, () => z._default(z.enum(['', ...trademarkTypeIds]), '') as unknown as z.ZodMiniType<string>);

export const plan = (
  opts: Opts & { plans: readonly PlanCard[]; planLines?: (data: AnyData, quote: Quote, prices: PriceTable) => readonly string[] },
): FieldSpec<'basic' | 'premium'> => withSchema({ kind: 'plan', initial: 'basic', ...opts }, () => z._default(z.enum(['basic', 'premium']), 'basic'));

const STEPPER_LIMIT = 1_000_000;
export const STEPPER_TOO_HIGH = 'El número no puede superar 1.000.000.';
/** A count is a whole number; '2.5' or "3" is not below the minimum, so it is not told it is. */
export const STEPPER_NOT_WHOLE = 'Indica un número entero.';

/**
 * A whole number chosen with − and + buttons (or typed), within `min`..`max` (spec-2 §2.3, §2.4).
 * Out-of-range values are refused with `rangeMessage`, in the browser and on the server.
 */
export function stepper(opts: Opts & { min: number; max?: number; initial?: number; rangeMessage: string }): FieldSpec<number> {
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

/** Declared fields, keyed by the name they carry in the order's data. */
export type Fields = Record<string, FieldSpec<any>>;
export type DataOf<F extends Fields> = { [K in keyof F]: F[K] extends FieldSpec<infer V> ? V : never };
