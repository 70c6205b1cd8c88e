import type { AnyData, FieldSpec, Fields } from './fields';
import type { AnyFlow } from './flow';
import { isVisible } from './validation';
import { BILLING_KEYS, billingPrefill, billingRequired } from './billing';

/*
 * A step's <form> as the browser itself sends it, before (or without) the page's JavaScript
 * (docs/decisions/021-islands-and-forms-before-javascript.md). The server reads it into the flow's
 * data with the same field definitions the wizard renders; then the flow's own step check and
 * machine decide, as they do in the browser. Apart from the flow definition: the browser never
 * needs it (ADR 008: a flow page's JavaScript budget).
 *
 * What each kind's inputs send, by the field's name (the widgets name their inputs so):
 * - text, textarea, email, phone, radio, applicantType, tiles, plan, media: one value;
 * - checkbox, consent: present when ticked (any value);
 * - checkboxGroup, niceClasses: one value per ticked option (the class number);
 * - countries: one ISO code per chosen country;
 * - stepper: the number as typed;
 * - billing: `<name>.<part>` per part shown, and `<name>.completa` when its box is ticked;
 * - a phone's country, where the page offers a choice (not `fixedCountry`): its ISO code under the
 *   phone's `countryField`, from a native select of every country until the page's code runs;
 * - files, media's upload: a file input named FILE_INPUT (`multiple` where the rule takes several),
 *   read beside the data, never as data;
 * - hidden: never sent; it keeps its value.
 * Control names start with `_` (STEP_FORM), so no field's name can be taken for one.
 */

/** The controls every step's <form> carries beside its fields. */
export const STEP_FORM = {
  /** The step the page showed: a form sent from another tab's older page is answered for its own step. */
  step: '_paso',
  /** The server-kept draft the visitor's earlier steps are in (saved-drafts, ADR 019). */
  draft: '_borrador',
  /** Which button sent the form: BACK for 'Atrás', anything else is 'Continuar'. */
  action: '_accion',
} as const;

export const BACK_ACTION = 'atras';

/** The name of a step's file input, whatever the flow's multipart naming (the server renames the parts). */
export const FILE_INPUT = 'uploadedFile';

/** The form as received: every value a name carried, in order (a name repeats for each ticked box). */
export interface PostedValues {
  all(name: string): readonly string[];
  has(name: string): boolean;
}

export const postedValuesOf = (entries: Iterable<readonly [string, string]>): PostedValues => {
  const map = new Map<string, string[]>();
  for (const [name, value] of entries) {
    const list = map.get(name);
    if (list) list.push(value);
    else map.set(name, [value]);
  }
  return { all: (name) => map.get(name) ?? [], has: (name) => map.has(name) };
};

export interface StepFormOptions {
  /** The country an ISO code names, as the server's list holds it (countries and a phone's country). */
  countryByCode: (code: string) => unknown;
}

const one = (values: readonly string[]): string => values[0] ?? '';

/** A field's value from what its inputs sent; undefined keeps the value it had. */
function valueOf(field: FieldSpec, name: string, form: PostedValues, data: AnyData, totalCents: number, options: StepFormOptions): unknown {
  const values = form.all(name);
  switch (field.kind) {
    case 'textarea':
      // The browser sends a text area's line breaks as CRLF; the wizard keeps them as typed (LF).
      return one(values).replace(/\r\n?/g, '\n');
    case 'text':
    case 'email':
    case 'phone':
    case 'radio':
    case 'applicantType':
    case 'tiles':
      return one(values);
    case 'plan':
    case 'media':
      // One of them is always chosen: a form without it keeps the choice it showed.
      return values.length > 0 ? one(values) : undefined;
    case 'checkbox':
    case 'consent':
      return values.length > 0;
    case 'checkboxGroup':
      return [...values];
    case 'niceClasses':
      return values.filter((value) => /^\d{1,2}$/.test(value)).map(Number);
    case 'countries':
      return values.map((code) => options.countryByCode(code)).filter((country) => country !== undefined);
    case 'stepper': {
      const typed = one(values).trim();
      // A number that is not one keeps the count shown (the widget's own input refuses letters).
      return /^-?\d+(\.\d+)?$/.test(typed) ? Number(typed) : undefined;
    }
    case 'billing': {
      const sentParts = BILLING_KEYS.some((key) => form.has(`${name}.${key}`));
      // The box is shown unless the block is required: unticked, the invoice is a simplified one.
      const boxShown = !billingRequired(data, totalCents);
      if (boxShown && !form.has(`${name}.completa`)) return null;
      if (!sentParts) return billingPrefill(data);
      return Object.fromEntries(BILLING_KEYS.map((key) => [key, one(form.all(`${name}.${key}`))]));
    }
    case 'files':
    case 'hidden':
      return undefined;
  }
}

/**
 * The data after the visitor sent the form of `stepId`: each field the page showed (visible with
 * `data`, the data it was rendered from) takes what its inputs sent; the others keep their values.
 * What a field's `onSet` changes with it changes too, as in the browser. Nothing is checked here:
 * the flow's step check judges the result, with its messages.
 */
export function dataFromStepForm(flow: AnyFlow, stepId: string, data: AnyData, form: PostedValues, totalCents: number, options: StepFormOptions): AnyData {
  const step = flow.steps.find((candidate) => candidate.id === stepId);
  const fields = flow.fields as Fields;
  let next: AnyData = { ...data };
  for (const name of step?.fields ?? []) {
    const field = fields[name];
    if (!field || !isVisible(field, data)) continue;
    const value = valueOf(field, name, form, data, totalCents, options);
    if (value === undefined) continue;
    // A phone's country comes from its own select (PhoneCountryBeforeCode); a fixed one's page offers none.
    if (field.kind === 'phone' && !field.fixedCountry && form.has(field.countryField ?? 'selectedCountry')) {
      const country = options.countryByCode(one(form.all(field.countryField ?? 'selectedCountry')));
      if (country !== undefined) next[field.countryField ?? 'selectedCountry'] = country;
    }
    const changed = JSON.stringify(value) !== JSON.stringify(next[name]);
    next = { ...next, [name]: value };
    if (changed && field.onSet) next = { ...next, ...field.onSet(value, next) };
  }
  return next;
}
