import type * as z from 'zod/mini';
import type { Cents, PriceTable, Quote } from '@shop/money';

/** The data as seen by labels and visibility rules: any flow's data. */
export type AnyData = Record<string, any>;

/** Something that may depend on what the visitor has entered so far. */
export type Dynamic<T> = T | ((data: AnyData) => T);

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

/**
 * A plan card of spec-1 §3: the price comes from the catalogue under the plan's id. The ids are the
 * flow's own (its wire values and catalogue keys).
 */
export interface PlanCard<Id extends string = string> {
  id: Id;
  name: string;
  description: string;
  features: readonly string[];
  highlight?: boolean;
}

/** What every field declares, whatever its kind. */
export interface FieldCommon {
  label: Dynamic<string>;
  /** How a description of the order (mails, back office) names the field when its label speaks to the visitor ('¿Qué hace tu negocio?'). */
  described?: string;
  /** A Spanish message makes the field required (asterisk plus check when visible). */
  required?: Dynamic<string>;
  hint?: string;
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
  /**
   * Other names a client of the API may send this field's value under: the spec's own name where the
   * field was renamed to be bound (the patent's `patentName`, DECISIONS §9), or a path inside an
   * object the spec sends (`currentOwner.name`). Read when the field's own name is absent.
   */
  wireAliases?: readonly string[];
}

/** The text kinds: one input (or a text area) the visitor types in. */
export interface TextProps {
  placeholder?: string;
  autoComplete?: string;
  /** The most characters accepted (after trimming); set by the kind, a field may lower or raise it. */
  maxLength?: number;
}

export interface PhoneProps extends TextProps {
  /** The data field holding the selected country. */
  countryField?: string;
  /** The prefix is fixed at +34 (spec-2 §2.2). */
  fixedCountry?: boolean;
  /** Preselect the country of the browser language region, in the browser only (DECISIONS §6). */
  countryFromBrowser?: boolean;
}

/** A choice among declared options. */
export interface ChoiceProps {
  options: readonly Option[];
}

export interface CheckboxProps {
  /** Rendered inside a highlighted box. */
  emphasis?: boolean;
  /** The catalogue key of what ticking it adds, shown beside it ('+ 47,00 €'). */
  priceKey?: Dynamic<string>;
}

export interface ConsentProps {
  /** Links inside a consent label: the words to link and where to. */
  link: { text: string; href: string };
}

/** The upload kinds: their rules. */
export interface UploadProps {
  files: FileRule;
}

export interface FilesProps extends UploadProps {
  /** The chosen images are previewed (spec-2 §2.10). */
  preview?: boolean;
}

export interface NiceClassesProps {
  /** Which classes may be toggled. */
  selectableClasses?: (id: number) => boolean;
  /** The note shown beside locked classes, and the refusal of one sent anyway. */
  lockedMessage?: string;
  /** The field holding the business's own description, which the class suggestions read (DECISIONS §14). */
  suggestFrom?: string;
}

export interface TilesProps extends ChoiceProps {
  /** The surcharge each option shows on its tile. */
  optionPrice?: (value: string, prices: PriceTable) => Cents;
}

export interface PlanProps {
  /** The plan cards; the first is chosen at first. */
  plans: readonly PlanCard[];
  /** The lines every card repeats under its features (what was chosen so far). */
  planLines?: (data: AnyData, quote: Quote, prices: PriceTable) => readonly string[];
}

export interface StepperProps {
  /** The bounds, inclusive. */
  min: number;
  max?: number;
  /** The message for a number outside the bounds. */
  range: string;
}

/** Nothing beyond what every field declares. */
type NoProps = object;

/**
 * The closed set of field kinds, each with what its fields declare beyond the common part. The web
 * app has exactly one widget per kind, so every form behaves the same for the same kind of field; a
 * new kind is one new widget.
 */
export interface KindProps {
  applicantType: ChoiceProps;
  text: TextProps;
  textarea: TextProps;
  email: TextProps;
  phone: PhoneProps;
  radio: ChoiceProps;
  checkbox: CheckboxProps;
  consent: ConsentProps;
  checkboxGroup: ChoiceProps;
  countries: NoProps;
  /** The representation choice with its single upload (spec-1 §2.7). */
  media: ChoiceProps & UploadProps;
  files: FilesProps;
  niceClasses: NiceClassesProps;
  /** A choice among picture tiles, each with its surcharge (the mark types of spec-1 §2.7). */
  tiles: TilesProps;
  plan: PlanProps;
  stepper: StepperProps;
  billing: NoProps;
  hidden: NoProps;
}

export type FieldKind = keyof KindProps;

/** A field of one kind holding values of type V. */
export type FieldOf<K extends FieldKind, V = unknown> = FieldCommon &
  KindProps[K] & {
    kind: K;
    schema: z.ZodMiniType<V>;
    initial: V;
  };

/** Any field: a union keyed on `kind`, so checking the kind tells what else the field declares. */
export type FieldSpec<V = unknown> = { [K in FieldKind]: FieldOf<K, V> }[FieldKind];

/** The options a field chooses among, for readers of any field (a summary, the order's description). */
export const optionsOf = (field: FieldSpec<any>): readonly Option[] | undefined => ('options' in field ? field.options : undefined);

/** A field as declared, before its schema is built (fields.ts, withSchema). */
export type Unbuilt<K extends FieldKind, V> = Omit<FieldOf<K, V>, 'schema'>;

/** Declared fields, keyed by the name they carry in the order's data. */
export type Fields = Record<string, FieldSpec<any>>;
export type DataOf<F extends Fields> = { [K in keyof F]: F[K] extends FieldSpec<infer V> ? V : never };
