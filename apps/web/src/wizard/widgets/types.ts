import type { AnyData, FieldKind, FieldOf, Issues } from '@shop/flow-kit';
import type { PriceTable, Quote } from '@shop/money';

/**
 * What the wizard gives every widget: the field of its kind(s), so a widget reads only what its
 * kind declares, and the value of type V. One widget per field kind; widgets never know which flow
 * they are in. Accessibility contract: the element with id `fieldId(name)` is focusable (the wizard
 * focuses it when the field is the first invalid one); the error text has id `errorId(name)` and
 * the input(s) point at it with aria-describedby and carry aria-invalid.
 */
/** A field of one of the kinds K: for a widget of several kinds, checking the kind tells the rest. */
export type FieldOfKinds<K extends FieldKind, V> = { [P in K]: FieldOf<P, V> }[K];

export interface WidgetProps<K extends FieldKind, V = unknown> {
  name: string;
  field: FieldOfKinds<K, V>;
  value: V;
  /** The whole order data, for labels and related fields (e.g. the phone's country). */
  data: AnyData;
  /** The resolved Spanish label. */
  label: string;
  required: boolean;
  /** The message to show, only after a failed submit (spec-1 §2.7). */
  error: string | undefined;
  /** The step's messages by path, for a widget of several inputs: each part's is under `<name>.<part>` (kind billing). */
  issues?: Issues;
  /**
   * Another field that shows this field's message (the consents' one sentence, spec-1 §5, said
   * once under the last box at fault): this one shows none and points at that one's.
   */
  errorShownBy?: string | undefined;
  /** Merges a patch into the order data: `{ [name]: value }` or several related fields. */
  onChange: (patch: AnyData) => void;
  /** Files of 'media' and 'files' fields: kept beside the data, sent with the order. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Catalogue prices (type surcharges, plan prices) and the running quote. */
  prices: PriceTable;
  quote: Quote;
  disabled: boolean;
}

export const fieldId = (name: string) => `campo-${name}`;
export const errorId = (name: string) => `error-${name}`;
export const hintId = (name: string) => `ayuda-${name}`;

/** aria-describedby for an input: its hint and, when shown, its error (or the field's that shows it). */
export function describedBy(name: string, hasHint: boolean, error: string | undefined, errorShownBy = name): string | undefined {
  const ids = [hasHint ? hintId(name) : '', error ? errorId(errorShownBy) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
