import type { AnyData, DataOf, Fields } from './fields';
import type { FlowDefinition, OrderCheck } from './flow';
import { isVisible, type Issues } from './validation';

/*
 * The server's check of a whole order. Apart from the flow definition so that the browser, which
 * checks one step at a time, does not download it (issue 12: a flow page's JavaScript budget).
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

/** The server's view of a whole order: parsed (trimmed, defaulted) data, or every message. */
export function validateOrder<F extends Fields>(flow: FlowDefinition<F>, raw: unknown): OrderCheck<DataOf<F>> {
  type D = DataOf<F>;
  const fields = flow.fields as Fields;
  // The kit's checks carry Spanish messages (text limits); zod's own English ones are put in Spanish here.
  const parsed = flow.dataSchema().safeParse(withWireAliases(fields, raw), { error: (issue) => refusedValueMessage(issue as RawIssue) });
  if (!parsed.success) {
    const issues: Issues = {};
    for (const issue of parsed.error.issues) issues[issue.path.join('.') || '_'] ??= issue.message;
    return { ok: false, issues, malformed: true };
  }
  const data = withoutHidden(fields, flow.normalizeData(parsed.data as D));
  const issues: Issues = {};
  for (const step of flow.steps.filter((candidate) => (candidate.kind ?? 'form') === 'form')) {
    Object.assign(issues, { ...flow.validateStep(step.id, data), ...issues });
  }
  return Object.keys(issues).length > 0 ? { ok: false, issues } : { ok: true, data };
}
