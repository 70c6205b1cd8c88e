import type { PriceTable } from '@shop/money';
import type { AnyData, DataOf, FieldSpec, Fields } from './fields';
import type { FlowDefinition, OrderCheck } from './flow';
import { isBlank, isVisible, type Issues } from './validation';
import { asBilling, isEmptyBilling } from './billing';

/*
 * The server's check of a whole order. Apart from the flow definition so that the browser, which
 * checks one step at a time, does not download it (ADR 008: a flow page's JavaScript budget).
 */

const INVALID_VALUE = 'Valor no válido';

const EXPECTED: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'true o false',
  array: 'una lista',
  object: 'un objeto',
};

interface RawIssue {
  code?: string;
  expected?: string;
  values?: readonly unknown[];
  errors?: readonly (readonly RawIssue[])[];
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** The values an issue (or a union's branches) would have taken: a radio's options, say. */
const allowedValues = (issue: RawIssue): unknown[] =>
  issue.code === 'invalid_value' ? [...(issue.values ?? [])] : (issue.errors ?? []).flatMap((branch) => branch.flatMap(allowedValues));

/**
 * zod's own (English) messages as a Spanish client of the API reads them: the value is not valid,
 * and what would be ('Valor no válido; admite: presentacion_espana, …'). The kit's checks keep
 * their own Spanish messages.
 */
export function refusedValueMessage(issue: RawIssue): string {
  const allowed = allowedValues(issue).filter((value) => value !== '');
  if (allowed.length > 0) return `${INVALID_VALUE}; admite: ${allowed.map(String).join(', ')}`;
  if (issue.code === 'invalid_type' && issue.expected && EXPECTED[issue.expected]) return `${INVALID_VALUE}; se esperaba ${EXPECTED[issue.expected]}`;
  if (issue.origin === 'number' && issue.code === 'too_small') return `${INVALID_VALUE}; como mínimo ${String(issue.minimum)}`;
  if (issue.origin === 'number' && issue.code === 'too_big') return `${INVALID_VALUE}; como máximo ${String(issue.maximum)}`;
  return INVALID_VALUE;
}

/**
 * An order keeps no value the visitor could not see: a company's surnames (spec-2 §2.2, 'persona
 * only'), a PYME box or extension countries of another patent type. They go back to blank.
 */
function withoutHidden<D>(fields: Fields, data: D): D {
  const hidden = Object.entries(fields).filter(([, field]) => field.visibleWhen && !isVisible(field, data as AnyData));
  if (hidden.length === 0) return data;
  const kept = { ...(data as Record<string, unknown>) };
  for (const [name, field] of hidden) kept[name] = structuredClone(field.initial);
  return kept as D;
}

/** A value sent under one of a field's other names ('a.b' inside an object) counts as the field's (FieldSpec.wireAliases). */
function withWireAliases(fields: Fields, raw: unknown): unknown {
  const aliased = Object.entries(fields).filter(([, field]) => field.wireAliases?.length);
  if (aliased.length === 0 || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const data = { ...(raw as Record<string, unknown>) };
  const at = (path: string) =>
    path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), data);
  for (const [name, field] of aliased) {
    if (data[name] !== undefined) continue;
    const alias = field.wireAliases!.find((other) => at(other) !== undefined);
    if (alias) data[name] = at(alias);
  }
  return data;
}

/** How a client leaves a field blank on the wire: it sends nothing, null, or a text of spaces only. */
const isSentBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What the form holds for a field left blank: '' for a text or a choice, [] for a list, false for a box, null for files. */
function blankValueOf(field: FieldSpec): unknown {
  const { initial } = field;
  if (typeof initial === 'string') return '';
  if (Array.isArray(initial)) return [];
  if (typeof initial === 'boolean') return false;
  return initial === null ? null : undefined;
}

/**
 * spec-1 §5, spec-2 §5, DECISIONS §9: a required field left blank, whichever way the client leaves
 * it blank (missing, null, '', spaces only; top-level or inside `adicional`), is told the spec's
 * required message, as the browser tells it, never zod's refusal of the blank's shape ('Valor no
 * válido; admite: …' for a logo style of ' ' or null). The field then holds what the form holds when
 * left blank, not its default: a choice the form pre-selects (the design's 'España') is not made
 * for a client that sent none. A field that starts blank without being required (a type
 * an agent may choose, DECISIONS §9) reads a blank the same way, so its step's own rule speaks.
 * A field whose schema cannot hold a blank (none today) keeps zod's refusal, and the walk over every
 * flow's required fields (flows/required-fields.test.ts) says so.
 */
function withBlanksLeftBlank(fields: Fields, raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  let data: Record<string, unknown> | undefined;
  for (const [name, field] of Object.entries(fields)) {
    const value = (data ?? (raw as Record<string, unknown>))[name];
    if (!isSentBlank(value)) continue;
    // Not required: missing is its (blank) default already; a pre-set default is kept as the schema keeps it.
    if (field.required === undefined && (value === undefined || !isBlank(field.initial))) continue;
    const blank = blankValueOf(field);
    if (blank === undefined || value === blank || !field.schema.safeParse(blank).success) continue;
    data ??= { ...(raw as Record<string, unknown>) };
    data[name] = blank;
  }
  return data ?? raw;
}

/**
 * The server's view of a whole order: parsed (trimmed, defaulted) data, or every message. `prices`
 * are the catalogue the order is charged with: the billing block's rules follow its total
 * (DECISIONS §12); without them, the flow's seed figures.
 */
export function validateOrder<F extends Fields>(flow: FlowDefinition<F>, raw: unknown, prices?: PriceTable): OrderCheck<DataOf<F>> {
  type D = DataOf<F>;
  const fields = flow.fields as Fields;
  // The kit's checks carry Spanish messages (text limits); zod's own English ones are put in Spanish here.
  const received = withBlanksLeftBlank(fields, withWireAliases(fields, raw));
  const parsed = flow.dataSchema().safeParse(received, { error: (issue) => refusedValueMessage(issue as RawIssue) });
  if (!parsed.success) {
    const issues: Issues = {};
    for (const issue of parsed.error.issues) issues[issue.path.join('.') || '_'] ??= issue.message;
    return { ok: false, issues, malformed: true };
  }
  const data = withoutHidden(fields, flow.normalizeData(parsed.data as D));
  const issues: Issues = {};
  for (const step of flow.steps.filter((candidate) => (candidate.kind ?? 'form') === 'form')) {
    Object.assign(issues, { ...flow.validateStep(step.id, data, prices), ...issues });
  }
  // DECISIONS §12: a billing block not given yet is no reason to refuse a save: the wizard of
  // spec-1 §4 saves drafts before the step that asks it. The payment does not start without it
  // (billingPendingOf); a block given is checked whole.
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind !== 'billing' || !isEmptyBilling(asBilling((data as AnyData)[name]))) continue;
    for (const path of Object.keys(issues)) if (path.startsWith(`${name}.`)) delete issues[path];
  }
  return Object.keys(issues).length > 0 ? { ok: false, issues } : { ok: true, data };
}
