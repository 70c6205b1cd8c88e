import { isVisible, optionsOf, resolve, validateOrder, type AnyFlow, type FieldSpec, type Fields } from '@shop/flow-kit';
import { COMPANY_BILLING, PERSON_BILLING } from '@shop/flow-kit/billing.testkit';

/**
 * Valid orders of any flow, built from its field kinds, for tests that walk the whole registry:
 * every flow added later gets them without a line here (the API's tests build their envelopes with
 * it too), and what a walk over required fields needs: an order in which a field shown only for
 * some choices (a patent's extension countries, an owner's surnames) is shown.
 */

/**
 * Values a visitor could enter, per field kind, most plausible first. Kinds unknown here (added to
 * the kit later) start from the field's initial value and small variations of it.
 */
function candidatesFor(field: FieldSpec): unknown[] {
  const options = optionsOf(field)?.map((option) => option.value) ?? [];
  const initialFirst = (values: unknown[]) => [field.initial, ...values.filter((value) => value !== field.initial)];
  switch (field.kind) {
    case 'applicantType':
      return ['persona', 'empresa'];
    case 'text':
      return ['Horchata Clara', '12345678', 'M1234567', 'Prueba 2024'];
    case 'textarea':
      return ['Una descripción de prueba.', ''];
    case 'email':
      return ['prueba@example.es'];
    case 'phone':
      return ['612345678', '961234567'];
    case 'radio':
    case 'media':
      return initialFirst(options);
    case 'plan':
      return field.plans.map((card) => card.id);
    case 'checkbox':
      return [field.initial, !field.initial];
    case 'consent':
      return [true];
    case 'checkboxGroup':
      return options.length > 0 ? [[options[0]], options.slice(0, 2), []] : [[]];
    case 'countries':
      return [[{ code: 'MX', name: 'México', dialCode: '+52' }], []];
    case 'niceClasses': {
      const selectable = Array.from({ length: 45 }, (_, index) => index + 1).filter((id) => field.selectableClasses?.(id) ?? true);
      return [selectable.slice(0, 1), selectable.slice(0, 2), []];
    }
    case 'tiles':
      // One chosen, else none (an agent may choose).
      return [options[0], ''];
    case 'billing':
      // None first (a simplified invoice); a company or a total over 400 € needs one (DECISIONS §12).
      return [null, PERSON_BILLING, COMPANY_BILLING];
    case 'stepper':
      // The first value, the least, the next, the most: a flow's own rules (at least two designs) pass one.
      return [...new Set([field.initial, field.min, Number(field.initial) + 1, field.max ?? field.min])];
    default:
      return variationsOf(field.initial);
  }
}

function variationsOf(initial: unknown): unknown[] {
  if (typeof initial === 'number') return [initial, initial + 1, 1, 0];
  if (typeof initial === 'boolean') return [initial, !initial];
  if (typeof initial === 'string') return [initial, 'Prueba', '1'];
  return [initial];
}

/**
 * A valid order of the flow with `fixed` values kept as given: each other field takes its first
 * candidate, and fields the flow refuses move to their next one until the order passes. Undefined
 * when no such order is found.
 */
export function validOrderOf(flow: AnyFlow, fixed: Record<string, unknown> = {}): Record<string, unknown> | undefined {
  const fields = Object.entries(flow.fields as Fields).filter(([name]) => !(name in fixed));
  const candidates = new Map(fields.map(([name, field]) => [name, candidatesFor(field)]));
  const chosen = new Map(fields.map(([name]) => [name, 0]));
  const build = () => ({
    ...flow.initialData(),
    ...Object.fromEntries(fields.map(([name]) => [name, structuredClone(candidates.get(name)![chosen.get(name)!])])),
    ...structuredClone(fixed),
  });
  for (let attempt = 0; attempt < 50; attempt++) {
    const data = build();
    const checked = validateOrder(flow, data);
    if (checked.ok) return data;
    let moved = false;
    // A field moves once per attempt, however many of its parts are at fault (a billing block's).
    for (const name of new Set(Object.keys(checked.issues).map((path) => path.split('.')[0]!))) {
      const index = chosen.get(name);
      if (index !== undefined && index + 1 < candidates.get(name)!.length) {
        chosen.set(name, index + 1);
        moved = true;
      }
    }
    if (!moved) return undefined;
  }
  return undefined;
}

/** Choices that show or hide other fields: each value of a radio or applicant type, each state of a box. */
function choicesOf(flow: AnyFlow): Record<string, unknown>[] {
  return Object.entries(flow.fields as Fields).flatMap(([name, field]) => {
    const values = optionsOf(field)?.map((option) => option.value) ?? (typeof field.initial === 'boolean' ? [true, false] : []);
    return values.map((value) => ({ [name]: value }));
  });
}

export interface RequiredFieldCase {
  /** The field's name in the data, and the path the issues name it by. */
  name: string;
  /** The spec's message for this field left blank, in this order. */
  message: string;
  /** A valid order in which the field is shown (and so checked). */
  order: Record<string, unknown>;
}

/**
 * Every required field of the flow, each with a valid order that shows it: the flow's first valid
 * order, or one with a choice made otherwise (a patent to extend, an owner who is a person).
 * `unreachable` names required fields no single choice shows: a test should fail on them.
 */
export function requiredFieldCases(flow: AnyFlow): { cases: RequiredFieldCase[]; unreachable: string[] } {
  const base = validOrderOf(flow);
  if (!base) return { cases: [], unreachable: ['(no valid order)'] };
  const orders = [base];
  const cases: RequiredFieldCase[] = [];
  const unreachable: string[] = [];
  for (const [name, field] of Object.entries(flow.fields as Fields)) {
    if (field.required === undefined) continue;
    let order = orders.find((candidate) => isVisible(field, candidate));
    for (const choice of order ? [] : choicesOf(flow)) {
      const candidate = validOrderOf(flow, choice);
      if (candidate && isVisible(field, candidate)) {
        orders.push(candidate);
        order = candidate;
        break;
      }
    }
    if (order) cases.push({ name, message: resolve(field.required, order), order });
    else unreachable.push(name);
  }
  return { cases, unreachable };
}

/** How a client leaves a field blank (DECISIONS §9: flow fields top-level or inside `adicional`). */
export const BLANKS = [
  ['missing', undefined],
  ['empty', ''],
  ['spaces only', '   '],
  ['null', null],
] as const;

/** The order with the field blank: the key dropped when `blank` is undefined, else set to it. */
export function withBlank(order: Record<string, unknown>, name: string, blank: unknown): Record<string, unknown> {
  const { [name]: _dropped, ...rest } = order;
  return blank === undefined ? rest : { ...rest, [name]: blank };
}
