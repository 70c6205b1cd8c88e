import * as z from 'zod/mini';
import { resolve, type AnyData, type FieldOf, type FieldSpec, type Fields } from './fields';
import { EMAIL_FORMAT_MESSAGE, PHONE_FORMAT_MESSAGE, isEmail, isPhoneOf, numberingPlansLoaded } from './contact-checks';
import { DEFAULT_MAX_LENGTH, isTextKind, textIssue, type TextKind } from './text-checks';
import { billingIssues } from './billing';

/** Field name to its Spanish message: the shape of both the browser's errors and the API's `fields`. */
export type Issues = Record<string, string>;

/** The banner of spec-2 §2.2 after a failed submit. */
export const ERROR_BANNER = 'Por favor, completa los campos requeridos';

/** A mailed draft's link that opens nothing (expired, its order completed, never made): the wizard's words and the server's page's (ADR 019, 021). */
export const KEPT_DRAFT_GONE = 'Este borrador no existe o ha caducado. Puedes empezar la solicitud de nuevo aquí.';

export function isBlank(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'boolean') return !value;
  return value === undefined || value === null;
}

export const isVisible = (field: FieldSpec, data: AnyData): boolean => field.visibleWhen?.(data) ?? true;

const isTextField = (field: FieldSpec): field is FieldOf<TextKind> => isTextKind(field.kind);

/** The checks every field of a kind gets, beyond being present. */
function kindIssue(field: FieldSpec, value: unknown, data: AnyData): string | undefined {
  if (field.kind === 'stepper') return isInRange(value, field.min, field.max) ? undefined : field.range;
  if (field.kind === 'niceClasses') return lockedClassIssue(field, value);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  // The same limits the server's schema applies, so the visitor reads them under the field first.
  if (isTextField(field)) {
    const issue = textIssue(value, field.maxLength ?? DEFAULT_MAX_LENGTH[field.kind], field.kind === 'textarea');
    if (issue) return issue;
  }
  if (field.kind === 'email' && !isEmail(value)) return EMAIL_FORMAT_MESSAGE;
  if (field.kind === 'phone') {
    const country = data[field.countryField ?? 'selectedCountry'] as { code?: string } | undefined;
    if (!isPhoneOf(value, country?.code ?? 'ES')) return PHONE_FORMAT_MESSAGE;
  }
  return undefined;
}

/** Classes the flow shows but does not allow (trade name: 1-34, DECISIONS §9) are refused, not dropped. */
function lockedClassIssue(field: FieldOf<'niceClasses'>, value: unknown): string | undefined {
  const selectable = field.selectableClasses;
  if (!selectable || !Array.isArray(value) || value.every((id) => selectable(id as number))) return undefined;
  return field.lockedMessage ?? 'Valor no válido';
}

function isInRange(value: unknown, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** The data with every declared field parsed (trimmed, defaulted), or zod's own type issues. */
export function dataSchema<F extends Fields>(fields: F) {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema]));
  return z.object(shape);
}

/** What a check may need beyond the data: the order's total (a billing block's rules follow it, DECISIONS §12). */
export interface CheckContext {
  totalCents?: () => number;
}

/**
 * Checks the named fields as the visitor sees them: required when visible, e-mail and phone formats,
 * then the step's own rules. Returns the first message per field; a block of several inputs (kind
 * 'billing') is told per part, as `<field>.<part>`.
 */
export function checkFields(
  fields: Fields,
  names: readonly string[],
  data: AnyData,
  extra?: (data: AnyData) => Issues | undefined,
  context: CheckContext = {},
): Issues {
  const issues: Issues = {};
  for (const name of names) {
    const field = fields[name];
    if (!field || !isVisible(field, data)) continue;
    const value = data[name];
    if (field.kind === 'billing') {
      for (const [part, message] of Object.entries(billingIssues(value, data, context.totalCents?.() ?? 0))) issues[`${name}.${part}`] = message;
      continue;
    }
    if (field.required !== undefined && isBlank(value)) {
      issues[name] = resolve(field.required, data);
      continue;
    }
    const issue = kindIssue(field, value, data);
    if (issue) issues[name] = issue;
  }
  for (const [name, message] of Object.entries(extra?.(data) ?? {})) issues[name] ??= message;
  return issues;
}

/**
 * Whether checking these fields now would judge a typed phone by its shape alone, the numbering plans
 * not loaded yet (contact-checks.ts): then the check waits for them. A step whose phones are empty
 * needs no plan, so the browser answers its button at once, in the tap's own task (ADR 021).
 */
export function checkWaitsForNumberingPlans(fields: Fields, names: readonly string[], data: AnyData): boolean {
  if (numberingPlansLoaded()) return false;
  return names.some((name) => {
    const field = fields[name];
    return field?.kind === 'phone' && isVisible(field, data) && !isBlank(data[name]);
  });
}

/** The issues' paths in the order of `names`: a field's own, then its parts' (`facturacion.nif`). */
export const issuePathsInOrder = (names: readonly string[], issues: Issues): string[] =>
  names.flatMap((name) => Object.keys(issues).filter((path) => path === name || path.startsWith(`${name}.`)));

/** Distinct messages, in field order: what the error banner lists. */
export const distinctMessages = (issues: Issues): string[] => [...new Set(Object.values(issues))];
