/**
 * Writes docs/product/flows.md from the flow registry (flows/index.ts): what each flow asks, costs
 * and sends, read from the definitions themselves so the document cannot drift from the code.
 * scripts/flow-docs.test.ts fails when the committed file differs from a fresh generation.
 *
 *   npm run docs:flows        (node --import tsx scripts/flow-docs.ts)
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadAllFlows } from '@shop/flows';
import { fileFieldOf, optionsOf, resolve, type AnyFlow, type AnyStep, type FieldSpec, type FileRule } from '@shop/flow-kit';
import { formatEur, withFallback } from '@shop/money';

export const FLOWS_DOC = fileURLToPath(new URL('../docs/product/flows.md', import.meta.url));

/** Table cells: one line, no column breaks. */
const cell = (value: string): string => value.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim();
const code = (value: string): string => `\`${value}\``;
const quoted = (value: string): string => `'${value}'`;

function choicesOf(field: FieldSpec): string {
  const options = optionsOf(field) ?? [];
  if (options.length) return options.map((option) => `${code(option.value)} ${quoted(option.label)}`).join(', ');
  if (field.kind === 'plan' && field.plans.length) return field.plans.map((card) => `${code(card.id)} ${quoted(card.name)}`).join(', ');
  if (field.kind === 'stepper')
    return [field.min !== undefined ? `min ${field.min}` : '', field.max !== undefined ? `max ${field.max}` : ''].filter(Boolean).join(', ');
  return '';
}

function fieldRows(flow: AnyFlow, step: AnyStep, data: Record<string, unknown>): string[] {
  const rows: string[] = [];
  for (const name of step.fields ?? []) {
    const field = (flow.fields as Record<string, FieldSpec>)[name];
    if (!field) continue;
    const required = field.required === undefined ? '' : quoted(resolve(field.required, data));
    const conditional = field.visibleWhen ? ' (only when shown)' : '';
    rows.push(`| ${code(name)} | ${field.kind} | ${cell(quoted(resolve(field.label, data)))}${conditional} | ${cell(required)} | ${cell(choicesOf(field))} |`);
  }
  return rows;
}

function fileRuleText(name: string, rule: FileRule): string {
  const accept = rule.accept.includes('*') ? 'any type' : rule.accept.join(', ');
  const naming = rule.naming === 'single' ? code('uploadedFile') : `${code('uploadedFile_0..n')} + ${code('fileCount')}`;
  return `field ${code(name)}, sent as ${naming}; at most ${rule.maxFiles === 1 ? `1 file of ${rule.maxLabel}` : `${rule.maxFiles} files of ${rule.maxLabel} each`}; accepted: ${accept}`;
}

/**
 * The product labels the flow sends: with its initial data, then with each single choice (radio,
 * checkbox) set to each of its values in turn, the rest initial. Choices that cannot be priced
 * alone (nothing chosen yet) are skipped.
 */
function productLabels(flow: AnyFlow): string[] {
  const prices = withFallback(flow.catalogue, undefined);
  const labels = new Set<string>();
  const labelOf = (data: Record<string, unknown>) => {
    try {
      labels.add(flow.envelope(data, flow.price(data, prices)).producto);
    } catch {
      // A formula that needs a choice the visitor has not made yet (e.g. no patent type).
    }
  };
  const initial = flow.initialData() as Record<string, unknown>;
  labelOf(initial);
  for (const [name, field] of Object.entries(flow.fields as Record<string, FieldSpec>)) {
    const values: unknown[] = field.kind === 'radio' ? field.options.map((option) => option.value) : field.kind === 'checkbox' ? [true, false] : [];
    for (const value of values) labelOf({ ...initial, [name]: value });
  }
  return [...labels];
}

function flowSection(flow: AnyFlow): string {
  const data = flow.initialData() as Record<string, unknown>;
  const out: string[] = [];
  out.push(`## ${code(flow.id)}: ${flow.title}`, '');
  out.push(`- Routes: ${flow.routes.map(code).join(', ')} (the first is canonical)`);
  out.push(`- Progress strip: ${flow.progress.map(quoted).join(' → ')}`);
  if (flow.quoteOnly) out.push('- Every order is a quote request: it ends on the confirmation screen, never at the payment page.');
  else if (flow.isQuoteRequest) out.push('- Some orders are quote requests (price zero): they end on the confirmation screen.');
  const labels = productLabels(flow);
  out.push(`- Product label${labels.length === 1 ? '' : 's'} (${code('producto')}): ${labels.map(quoted).join(', ')}`);
  const files = fileFieldOf(flow);
  out.push(`- Files: ${files ? fileRuleText(files.name, files.rule) : 'none'}`);
  const publicPrices = Object.entries(flow.publicPrices ?? {});
  if (publicPrices.length > 0) out.push(`- Public prices: ${publicPrices.map(([name, key]) => `${code(`GET /api/${name}`)} answers ${code(key)}`).join(', ')}`);
  out.push('');

  out.push('### Steps', '');
  flow.steps.forEach((step: AnyStep, index: number) => {
    out.push(`${index + 1}. ${code(step.id)} ${quoted(step.title)} (${step.kind ?? 'form'})`);
  });
  out.push('');

  for (const step of flow.steps as AnyStep[]) {
    if (!step.fields?.length) continue;
    out.push(`### Fields of ${code(step.id)}`, '');
    out.push('| wire name | kind | label | required message | options |', '|---|---|---|---|---|');
    out.push(...fieldRows(flow, step, data), '');
  }

  out.push('### Catalogue seed prices', '');
  if (flow.catalogue.length === 0) {
    out.push('None: the flow has no price of its own.', '');
  } else {
    out.push('| key | label | price | of it, official fees |', '|---|---|---|---|');
    for (const entry of flow.catalogue)
      out.push(`| ${code(entry.key)} | ${cell(entry.label)} | ${formatEur(entry.cents)} | ${formatEur(entry.suplidosCents)} |`);
    out.push('');
  }
  return out.join('\n');
}

export async function renderFlowDocs(): Promise<string> {
  const flows = await loadAllFlows();
  const header = [
    '# Order flows',
    '',
    '<!-- Generated by scripts/flow-docs.ts from flows/index.ts: do not edit, run `npm run docs:flows`. -->',
    '',
    'What each order flow asks, costs and sends, read from its definition in `flows/`. Labels that depend',
    "on the visitor's data are shown as they read with the flow's initial data. Prices are the catalogue's",
    'seed figures (DECISIONS §1 in [decisions.md](decisions.md)); staff may change them without a deploy.',
    'Of each price, the official fees passed through to the office (suplidos, outside the VAT base: DECISIONS §12,',
    'sources in `flows/parts/official-fees.ts`); the rest is the professional fee, VAT included.',
    'Field names are the names on the wire: inside `data` of `POST /api/guardar_marca` ([api.md](api.md)).',
    'A required message makes the field required; the field kinds are those of `packages/flow-kit/src/field-spec.ts`.',
    '',
    '| id | title | routes |',
    '|---|---|---|',
    ...flows.map((flow) => `| [${code(flow.id)}](#${anchorOf(flow)}) | ${cell(flow.title)} | ${flow.routes.map(code).join(', ')} |`),
    '',
  ].join('\n');
  return `${header}\n${flows.map(flowSection).join('\n')}`.replace(/\n+$/, '\n');
}

/** GitHub's heading anchor of a flow's section. */
function anchorOf(flow: AnyFlow): string {
  return `${flow.id}: ${flow.title}`
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(FLOWS_DOC, await renderFlowDocs());
  console.log(`Written ${FLOWS_DOC}`);
}
