import { optionsOf, validateOrder, type AnyFlow, type FieldSpec, type Fields } from '@shop/flow-kit';
import { COMPANY_BILLING, PERSON_BILLING } from '@shop/flow-kit/billing.testkit';

/** A valid international quote request as the web app sends it. */
export const internationalOrder = {
  flow: 'marca-internacional',
  applicantType: 'persona',
  name: 'Jordi',
  lastName: 'Puig',
  email: 'jordi@example.es',
  phone: '612345678',
  brandName: 'Ceràmica Blava',
  selectedCountries: [{ code: 'MX', name: 'México', dialCode: '+52' }],
  acceptPrivacy: true,
  acceptTerms: true,
  producto: 'Marca Internacional',
};

/** A valid national order as the web app sends it: 3 classes, tridimensional, premium = 719,00 €. */
export const nationalOrder = {
  flow: 'marca-nacional',
  applicantType: 'persona',
  name: 'Lucía',
  lastName: 'Martínez Soler',
  email: 'lucia@example.es',
  phone: '612345678',
  selectedCountry: { code: 'ES', name: 'España', dialCode: '+34' },
  brandName: 'Horchata Clara',
  description: '',
  mediaType: 'imagen',
  selectedClasses: [29, 30, 32],
  selectedTrademarkType: 'tridimensional',
  selectedPlan: 'premium',
  wantAgent: false,
  wantClassAgent: false,
  wantTypeAgent: false,
  acceptPrivacy: true,
  acceptTerms: true,
  // Over 400 €: a complete invoice, which names its holder (DECISIONS §12).
  facturacion: PERSON_BILLING,
  // What a tampering client might claim; the server ignores it.
  subtotal: 1,
  total: 1,
  modulo: 'rtm',
  producto: 'Marca Nacional',
  adicional: {},
};

/**
 * Values a visitor could enter, per field kind, most plausible first. Kinds unknown here (added to
 * the kit later) fall back to the field's initial value and small variations of it.
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
    case 'files':
    case 'hidden':
      return [field.initial];
    default:
      return fallbackCandidates(field.initial);
  }
}

function fallbackCandidates(initial: unknown): unknown[] {
  if (typeof initial === 'number') return [initial, initial + 1, 1, 0];
  if (typeof initial === 'boolean') return [initial, !initial];
  if (typeof initial === 'string') return [initial, 'Prueba', '1'];
  return [initial];
}

/**
 * A valid order envelope for any flow, built from its fields by kind: each field takes its first
 * candidate, and fields the flow still refuses (its own rules) move to their next one until the
 * order passes or no field has candidates left. Every flow added to the registry gets one.
 */
export function validOrderOf(flow: AnyFlow): { flow: string } & Record<string, unknown> {
  const fields = Object.entries(flow.fields as Fields);
  const candidates = new Map(fields.map(([name, field]) => [name, candidatesFor(field)]));
  const chosen = new Map(fields.map(([name]) => [name, 0]));
  const build = () => ({
    ...flow.initialData(),
    ...Object.fromEntries(fields.map(([name]) => [name, structuredClone(candidates.get(name)![chosen.get(name)!])])),
  });
  for (let attempt = 0; attempt < 50; attempt++) {
    const data = build();
    const checked = validateOrder(flow, data);
    if (checked.ok) return { flow: flow.id, ...data };
    let moved = false;
    // A field moves once per attempt, however many of its parts are at fault (a billing block's).
    for (const name of new Set(Object.keys(checked.issues).map((path) => path.split('.')[0]!))) {
      const index = chosen.get(name);
      if (index !== undefined && index + 1 < candidates.get(name)!.length) {
        chosen.set(name, index + 1);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return { flow: flow.id, ...build() };
}
