import { optionsOf, resolve, type AnyData, type FieldSpec, type Fields } from './fields';
import { isVisible } from './validation';
import type { AnyFlow } from './flow';
import { billingRows } from './billing-field';

export interface DescribedRow {
  label: string;
  value: string;
}

/** Kinds that say nothing an office reader needs: accepted consents, uploads (listed apart), hidden data. */
const SILENT_KINDS = new Set(['consent', 'files', 'hidden']);

function valueText(field: FieldSpec, value: unknown, data: AnyData): string {
  const options = optionsOf(field);
  const optionLabel = (chosen: unknown) => {
    const option = options?.find((candidate) => candidate.value === chosen);
    return option ? (option.described ?? option.label) : String(chosen);
  };
  if (field.kind === 'phone') {
    const country = data[field.countryField ?? 'selectedCountry'] as { dialCode?: string } | undefined;
    return [country?.dialCode, value].filter(Boolean).join(' ');
  }
  // The names the visitor chose from, not the ids on the wire: a plan card's name, an option's label.
  if (field.kind === 'plan') return field.plans.find((plan) => plan.id === value)?.name ?? String(value ?? '');
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) {
    return value.map((item) => (item && typeof item === 'object' && 'name' in item ? String(item.name) : optionLabel(item))).join(', ');
  }
  if (value === undefined || value === null) return '';
  return options ? optionLabel(value) : String(value);
}

/**
 * An order as its flow's own labels read it: every visible field of its form steps, in step order,
 * with option labels and country names (e.g. the office mail of any quote request, DECISIONS §10).
 */
export function describeOrder(flow: AnyFlow, data: AnyData): DescribedRow[] {
  const fields = flow.fields as Fields;
  const names = [...new Set(flow.steps.flatMap((step: { fields?: readonly string[] }) => step.fields ?? []))];
  const rows: DescribedRow[] = [];
  for (const name of names) {
    const field = fields[name];
    if (!field || SILENT_KINDS.has(field.kind) || !isVisible(field, data)) continue;
    // The invoice's holder reads as who and where, not as an object (DECISIONS §12).
    if (field.kind === 'billing') {
      rows.push(...billingRows(data[name], data).map((row) => ({ ...row, value: row.value.trim() || '-' })));
      continue;
    }
    const value = valueText(field, data[name], data).trim();
    rows.push({ label: field.described ?? resolve(field.label, data), value: value === '' ? '-' : value });
  }
  return rows;
}
