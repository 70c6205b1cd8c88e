import type { AnyStateMachine } from 'xstate';
import { SPAIN } from '@shop/ip-content/spain';
import { withFallback, type CatalogueEntry, type PriceTable, type Quote } from '@shop/money';
import { dataSchema, checkFields, isVisible, type Issues } from './validation';
import type { AnyData, DataOf, Fields, FileRule } from './fields';
import { flowSetup, type FlowSetup, type SavePurpose } from './machine';
import type { EnvelopeParts } from './envelope';
import { withBilling } from './billing-step';
import type { RightDeclaration } from '@shop/deadlines';

/** What the visitor sees on a summary step (spec-2 §2.7): rows, and what is and is not included. */
export interface SummaryView {
  /**
   * The order as entered. A row with `files` is filled by the wizard with the attached files (their
   * count, or their names: spec-2 §2.13, §2.15); without one, a count row follows when there are files.
   */
  rows: ({ label: string; value: string } | { label: string; files: 'count' | 'names' })[];
  included?: string[];
  notIncluded?: string[];
  /** Who the invoice names (DECISIONS §12): added to every paid flow's summary by the kit (billing-step.ts). */
  billing?: { label: string; value: string }[];
}

/** A note's text, or its parts where a regular price shows crossed out (the watch's 250 €, spec-2 §9). */
export type Note = string | readonly (string | { struck: string })[];

export interface StepSpec<D> {
  id: string;
  title: string;
  /** 'form' steps have fields and are checked; 'summary' shows the order; 'confirmation' ends a quote. */
  kind?: 'form' | 'summary' | 'confirmation';
  intro?: string;
  fields?: readonly (keyof D & string)[];
  /** Rules beyond "required": the spec's messages keyed by field name. */
  check?: (data: D) => Issues | undefined;
  /** Small print under the step, e.g. the price note of spec-1 §2.7; it may follow the choices made. */
  notes?: readonly Note[] | ((prices: PriceTable, data: D) => readonly Note[]);
  /**
   * The main button: label, and the label while busy. `{amount}` is replaced by the total. Either
   * may depend on the data or on the save under way (spec-2 §2.2: 'Procesando...' when paying,
   * 'Enviando solicitud...' for a zero-price quote).
   */
  action?: { label: string | ((data: D) => string); busyLabel?: string | ((purpose: SavePurpose) => string) };
  backLabel?: string;
  summary?: (data: D, quote: Quote) => SummaryView;
  confirmation?: { title: string; lines: readonly string[] };
}

export interface FlowSpec<F extends Fields> {
  id: string;
  /** The canonical route first, then its aliases. */
  routes: readonly string[];
  /** The page heading and the `<title>`. */
  title: string;
  /**
   * The page's description for search engines and link previews; a function when it names a
   * price, which then comes from the catalogue as every figure does (DECISIONS §1).
   */
  description: string | ((prices: PriceTable) => string);
  /** The progress strip of spec-1 §2.7 / spec-2 §1 (a zero-price quote case shows QUOTE_PROGRESS instead). */
  progress: readonly string[];
  /**
   * What the total includes, said under it (the total box, the order page, the receipt). Unset: VAT
   * and the office's fees (PRICE_INCLUDES). A service whose summary lists official fees as not
   * included says so here too (spec-2 §2.15, §2.16).
   */
  priceIncludes?: string;
  /** What happens once the order is paid, said in the receipt. Unset: filed at the office (AFTER_PAYMENT). */
  afterPayment?: string;
  /** Quote requests end on a confirmation, never at the payment page: every order of this flow. */
  quoteOnly?: boolean;
  /**
   * After saving a quote request the client also asks for its e-mail (spec-1 §7.5, the international
   * mark's second call); spec-2's quote flows call nothing else (§7.1).
   */
  asksQuoteMail?: boolean;
  /** Some orders of the flow are quote requests (a patent for other countries, spec-2 §4). */
  isQuoteRequest?: (data: DataOf<F>) => boolean;
  /** Where one flow answers several routes that start differently (renovation's mark type). */
  routeDefaults?: Readonly<Record<string, Partial<DataOf<F>>>>;
  /**
   * Public price endpoints `GET /api/<name>` answering `{ precio }` from a catalogue key (spec-2 §7.2:
   * the renovation screens' prices). Names are unique across flows.
   */
  publicPrices?: Readonly<Record<string, string>>;
  fields: F;
  steps: readonly StepSpec<DataOf<F>>[];
  /** Seed figures of the catalogue (DECISIONS §1); the server's table overrides them. */
  catalogue: readonly CatalogueEntry[];
  /**
   * Another flow whose stored figures price this one (the trade name uses the national plan prices,
   * DECISIONS §1): one change by staff applies to both. `catalogue` then only names the keys it reads.
   */
  pricesFrom?: string;
  price: (data: DataOf<F>, prices: PriceTable) => Quote;
  envelope: (data: DataOf<F>, quote: Quote) => EnvelopeParts;
  machine: (setup: FlowSetup<DataOf<F>>) => AnyStateMachine;
  /**
   * The right an order files or renews (DECISIONS §13): its deadlines follow from it. A function
   * when the order's choices decide (the renovation's mark type, a patent's country); unset: none.
   */
  right?: RightDeclaration | ((data: DataOf<F>) => RightDeclaration | undefined);
}

/** A refused order: its issues, and whether some value was of the wrong shape (not just missing). */
export type OrderCheck<D> = { ok: true; data: D } | { ok: false; issues: Issues; malformed?: boolean };

export interface FlowDefinition<F extends Fields = Fields> extends Omit<FlowSpec<F>, 'machine'> {
  machine: AnyStateMachine;
  initialData: () => DataOf<F>;
  /**
   * One step's issues: the spec's message per field. The billing block's rules follow the order's
   * total (DECISIONS §12): priced with `prices`, the catalogue the visitor sees or the server charges
   * with, else with the flow's seed figures.
   */
  validateStep: (step: string, data: DataOf<F>, prices?: PriceTable) => Issues;
  /** The data's schema (built on first use); the server's order check parses with it (order-check.ts). */
  dataSchema: () => ReturnType<typeof dataSchema>;
  /** Fixes what the flow fixes whatever was sent (the country of a +34-only phone). */
  normalizeData: (data: DataOf<F>) => DataOf<F>;
  /** The data the flow parses from anything: trims, defaults, drops unknown keys; a refused field keeps its initial value. */
  parseData: (raw: unknown) => DataOf<F> | undefined;
  /** Whether this order is a quote request (never paid online) rather than a payable order. */
  isQuote: (data: DataOf<F>) => boolean;
}

export type AnyFlow = FlowDefinition<any>;

/** The strip of a quote request (spec-1 §2.7 international): nothing is paid online. */
export const QUOTE_PROGRESS = ['Rellena el formulario', 'Presupuesto personalizado'] as const;

/** The strip this order's visitor sees: a payable flow's zero-price quote case (spec-2 §4) pays nothing either. */
export const progressOf = (flow: AnyFlow, data: Record<string, unknown>): readonly string[] => (flow.isQuote(data) ? QUOTE_PROGRESS : flow.progress);

export function defineFlow<F extends Fields>(declared: FlowSpec<F>): FlowDefinition<F> {
  type D = DataOf<F>;
  const isQuote = (data: D): boolean => declared.quoteOnly === true || (declared.isQuoteRequest?.(data) ?? false);
  // DECISIONS §12: every paid flow asks who the invoice names, before payment.
  const spec = withBilling(declared, isQuote);
  const seedPrices = () => withFallback(spec.catalogue, undefined);
  // Built on first use, like its fields' schemas (fields.ts): not while a flow page starts.
  let builtSchema: ReturnType<typeof dataSchema> | undefined;
  const schema = () => (builtSchema ??= dataSchema(spec.fields));

  const validateStep = (stepId: string, data: D, prices?: PriceTable): Issues => {
    const step = spec.steps.find((candidate) => candidate.id === stepId);
    if (!step) return {};
    return checkFields(spec.fields, step.fields ?? [], data, step.check as ((data: unknown) => Issues | undefined) | undefined, {
      totalCents: () => spec.price(data, prices ?? seedPrices()).totalCents,
    });
  };

  /** spec-2 §2.2: where the prefix is fixed at +34 the country is Spain, whatever was sent. */
  const fixedCountryFields = Object.values(spec.fields as Fields).flatMap((field) => (field.kind === 'phone' && field.fixedCountry ? [field] : []));
  const normalize = (data: D): D => {
    const normalized = data as Record<string, unknown>;
    for (const field of fixedCountryFields) normalized[field.countryField ?? 'selectedCountry'] = SPAIN;
    return data;
  };

  const parseData = (raw: unknown): D | undefined => {
    const parsed = schema().safeParse(raw);
    if (parsed.success) return normalize(parsed.data as D);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
    // A draft with one refused value (say, a pasted control character) keeps all the others.
    const fields = Object.entries(spec.fields as Fields).map(([name, field]) => {
      const one = field.schema.safeParse((raw as Record<string, unknown>)[name]);
      return [name, one.success ? one.data : structuredClone(field.initial)];
    });
    return normalize(Object.fromEntries(fields) as D);
  };

  const initialData = (): D => Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, structuredClone(field.initial)])) as D;

  return {
    ...spec,
    machine: spec.machine(flowSetup<D>(validateStep, isQuote)),
    initialData,
    validateStep,
    parseData,
    isQuote,
    dataSchema: schema,
    normalizeData: normalize,
  };
}

/**
 * The field that carries a flow's uploads, with its rules (at most one per flow). Given the data,
 * a hidden field carries none: unticking the prior report's image box drops its image (spec-2 §2.10).
 */
export function fileFieldOf(flow: AnyFlow, data?: AnyData): { name: string; rule: FileRule } | undefined {
  for (const [name, field] of Object.entries(flow.fields as Fields)) {
    if ('files' in field) return data === undefined || isVisible(field, data) ? { name, rule: field.files } : undefined;
  }
  return undefined;
}

export type AnyStep = StepSpec<any>;

/** The right this order files or renews, as its flow declares it; undefined for a service that files none. */
export const rightOf = (flow: AnyFlow, data: AnyData): RightDeclaration | undefined => (typeof flow.right === 'function' ? flow.right(data) : flow.right);

/** What happens after payment for most flows: the application is filed. */
export const AFTER_PAYMENT = 'Revisamos tu solicitud y la presentamos ante la oficina competente en 24 horas laborables.';
export const afterPaymentOf = (flow: { afterPayment?: string | undefined } | undefined): string => flow?.afterPayment ?? AFTER_PAYMENT;

/** What most flows' totals include. */
export const PRICE_INCLUDES = 'IVA y tasas oficiales incluidos';
/** Fees beyond the filing's own are the client's (appeals, oppositions, objection replies). */
export const PRICE_INCLUDES_NO_EXTRA_FEES = 'IVA incluido; tasas oficiales adicionales no incluidas';
/** A service no office charges for (a logo, a prior report): there are no official fees to include. */
export const PRICE_INCLUDES_NO_FEES = 'IVA incluido';

/** The note under a flow's total. */
export const priceIncludesOf = (flow: { priceIncludes?: string | undefined } | undefined): string => flow?.priceIncludes ?? PRICE_INCLUDES;

/** The main button's text for this data, or while the save of `purpose` runs. */
export function actionLabelOf<D>(step: StepSpec<D>, data: D, busyWith?: SavePurpose): string | undefined {
  const { label, busyLabel } = step.action ?? {};
  if (busyWith && busyLabel !== undefined) return typeof busyLabel === 'function' ? busyLabel(busyWith) : busyLabel;
  return typeof label === 'function' ? label(data) : label;
}

/** A flow's page description with the catalogue's figures of now. */
export const describeFlow = (flow: { description: FlowSpec<Fields>['description'] }, prices: PriceTable): string =>
  typeof flow.description === 'function' ? flow.description(prices) : flow.description;

/** The address search engines are given for a flow's route: its first, unless the route starts it differently (renovation's European mark). */
export const canonicalRouteOf = (flow: { routes: readonly string[]; routeDefaults?: Readonly<Record<string, unknown>> | undefined }, route: string): string =>
  flow.routeDefaults?.[route] ? route : (flow.routes[0] ?? route);

/** The data a route of a flow starts from: the flow's initial data with that route's defaults (renovation's two routes differ). */
export const initialDataOf = (flow: AnyFlow, route: string): Record<string, unknown> => ({ ...flow.initialData(), ...flow.routeDefaults?.[route] });
