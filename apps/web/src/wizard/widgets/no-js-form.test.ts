// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { loadAllFlows } from '@shop/flows';
import { BILLING_KEYS, billingPrefill, billingRequired, isVisible, resolve, type AnyData, type AnyFlow, type AnyStep, type FieldSpec } from '@shop/flow-kit';
import { dataFromStepForm, FILE_INPUT, postedValuesOf } from '@shop/flow-kit/step-form';
import { countries, countryByCode } from '@shop/ip-content/countries';
import { withFallback } from '@shop/money';
import { StepFields } from '../StepFields';
import { preloadWidgetsOf } from '.';

/*
 * Every form step of every flow, sent by the browser itself (ADR 021: forms before JavaScript): the
 * step's fields rendered on the server as the wizard renders them, the submission the browser
 * builds from that HTML, read back by the server's reader (step-form.ts). What the page showed must
 * come back: a widget whose inputs lose their name, or send what the contract does not say, fails.
 * Then the same HTML hydrates with no mismatch.
 */

const fieldsOf = (flow: AnyFlow, step: AnyStep) => (step.fields ?? []).map((name: string) => [name, flow.fields[name] as FieldSpec] as const);
const shownFields = (flow: AnyFlow, step: AnyStep, data: AnyData) =>
  fieldsOf(flow, step).filter(([, field]) => field.kind !== 'hidden' && isVisible(field, data));

/** A valid value a visitor could give each kind, other than its initial one where the kind allows it. */
function sampleOf(field: FieldSpec, data: AnyData): unknown {
  switch (field.kind) {
    case 'text':
      return 'Horchata Clara'.slice(0, field.maxLength ?? 200);
    case 'textarea':
      return 'Bebidas de chufa, servidas frías.';
    case 'email':
      return 'lucia@example.es';
    case 'phone':
      return '612345678';
    case 'radio':
    case 'applicantType':
    case 'tiles':
    case 'media':
      return field.options.at(-1)?.value;
    case 'plan':
      return field.plans.at(-1)?.id;
    case 'checkbox':
    case 'consent':
      return true;
    case 'checkboxGroup':
      return field.options.map((option) => option.value);
    case 'niceClasses': {
      const open = Array.from({ length: 45 }, (_, index) => index + 1).filter((id) => field.selectableClasses?.(id) !== false);
      return [open[0], open.at(-1)];
    }
    case 'countries':
      // In the list's order (Francia, Portugal), which is the order the browser sends them in.
      return ['FR', 'PT'].map((code) => countryByCode(code));
    case 'stepper':
      return Math.min(field.max ?? Number.MAX_SAFE_INTEGER, field.min + 1);
    case 'billing':
      return { ...billingPrefill(data), nif: '12345678Z', direccion: 'Calle de Colón 1', codigoPostal: '46004', ciudad: 'Valencia', provincia: 'Valencia' };
    case 'files':
    case 'hidden':
      // Never filled in: files travel beside the data, a hidden field has no widget.
      return undefined;
  }
}

/** A phone whose country the visitor chooses (a select of the server's until the code runs). */
const choosesCountry = (field: FieldSpec): field is FieldSpec & { kind: 'phone'; countryField: string } =>
  field.kind === 'phone' && !field.fixedCountry && Boolean(field.countryField);

/** The step's shown fields filled in; again while filling them shows others (a company's fields). */
function filledIn(flow: AnyFlow, step: AnyStep): AnyData {
  let data: AnyData = flow.initialData();
  for (let pass = 0; pass < 3; pass++) {
    for (const [name, field] of shownFields(flow, step, data)) if (field.kind !== 'files') data = { ...data, [name]: sampleOf(field, data) };
  }
  // A phone of France: its country must come back as the page showed it.
  for (const [, field] of shownFields(flow, step, data)) if (choosesCountry(field)) data = { ...data, [field.countryField]: countryByCode('FR') };
  return data;
}

function stepFieldsOf(flow: AnyFlow, step: AnyStep, data: AnyData) {
  const prices = withFallback(flow.catalogue, undefined);
  const quote = flow.price(data, prices);
  const element = createElement(StepFields, {
    flow,
    step,
    data,
    issues: {},
    prices,
    quote,
    files: [],
    onFilesChange: () => undefined,
    onChange: () => undefined,
    disabled: false,
    onPending: () => undefined,
  });
  return { element, totalCents: quote.totalCents };
}

/** The page as the server renders it: no document, every lazy part waited for (ssr.tsx). */
async function serverHtml(element: React.ReactElement): Promise<string> {
  vi.stubGlobal('document', undefined);
  const failures: unknown[] = [];
  try {
    // As ssr.tsx: the page in order, no part moved into place by a script.
    const stream = await renderToReadableStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void failures.push(error) });
    await stream.allReady;
    if (failures.length > 0) throw failures[0];
    return await new Response(stream).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

/** What the browser sends for a <form> holding that HTML: its text entries, in order (files travel apart). */
function submissionOf(html: string) {
  const form = document.createElement('form');
  form.innerHTML = html;
  const entries = [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { form, entries, posted: postedValuesOf(entries) };
}

/** What each shown field must read back as: its value, or what its widget shows in place of none. */
function shownValueOf(field: FieldSpec, value: unknown, data: AnyData, totalCents: number): unknown {
  if (field.kind === 'billing' && value == null && billingRequired(data, totalCents)) return billingPrefill(data);
  return value;
}

const cases: { flow: AnyFlow; step: AnyStep }[] = [];
beforeAll(async () => {
  for (const flow of await loadAllFlows()) {
    for (const step of flow.steps as AnyStep[]) if ((step.kind ?? 'form') === 'form' && step.fields?.length) cases.push({ flow, step });
  }
  // The route loads the step's lazy widgets before the page hydrates (routes.tsx): so does the test.
  await Promise.all(cases.map(({ flow, step }) => preloadWidgetsOf(flow, step)));
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe("every flow's form steps, sent by the browser itself (ADR 021)", () => {
  it('covers the flows', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  for (const variant of ['as it starts', 'filled in'] as const) {
    it(`sends what each shown field holds, under its contract name (${variant})`, async () => {
      for (const { flow, step } of cases) {
        const data = variant === 'filled in' ? filledIn(flow, step) : flow.initialData();
        const { element, totalCents } = stepFieldsOf(flow, step, data);
        const { form, entries, posted } = submissionOf(await serverHtml(element));
        const read = dataFromStepForm(flow, step.id, data, posted, totalCents, { countryByCode });
        const at = `${flow.id} / ${step.id}`;
        const allowedNames = new Set<string>();
        for (const [name, field] of shownFields(flow, step, data)) {
          const controls = form.querySelectorAll(`[name="${name}"]`);
          if (field.kind === 'files' || field.kind === 'media') {
            const input = form.querySelector<HTMLInputElement>(`input[type="file"][name="${FILE_INPUT}"]`);
            expect(input, `${at}: ${name}'s file input`).not.toBeNull();
            // Several where the rule takes several; media's one file is one.
            if (field.files.maxFiles > 1) expect(input?.multiple, `${at}: ${name} takes several files`).toBe(true);
            if (field.kind === 'media') expect(input?.multiple, `${at}: ${name} takes one file`).toBe(false);
            allowedNames.add(FILE_INPUT);
          }
          if (field.kind === 'billing') {
            const shown = read[name] as AnyData | null;
            for (const key of BILLING_KEYS) expect(form.querySelector(`[name="${name}.${key}"]`), `${at}: ${name}.${key}`).not.toBeNull();
            const boxShown = !billingRequired(data, totalCents);
            expect(Boolean(form.querySelector(`[name="${name}.completa"]`)), `${at}: ${name}'s box`).toBe(boxShown);
            for (const key of [...BILLING_KEYS, 'completa']) allowedNames.add(`${name}.${key}`);
            expect(shown, `${at}: ${name}`).toEqual(shownValueOf(field, data[name], data, totalCents));
            continue;
          }
          if (field.kind === 'countries') expect(controls.length, `${at}: a box per country`).toBe(countries.length);
          else if (field.kind !== 'files') expect(controls.length, `${at}: ${name}'s controls`).toBeGreaterThan(0);
          allowedNames.add(name);
          if (field.kind !== 'files') expect(read[name], `${at}: ${name}`).toEqual(shownValueOf(field, data[name], data, totalCents));
          if (choosesCountry(field)) {
            expect(form.querySelectorAll(`select[name="${field.countryField}"]`).length, `${at}: ${name}'s country`).toBe(1);
            allowedNames.add(field.countryField);
            expect(read[field.countryField], `${at}: ${name}'s country`).toEqual(data[field.countryField]);
          }
        }
        // Nothing else is sent: a search box or a helper named by mistake would reach the server.
        for (const [name] of entries) expect(allowedNames.has(name), `${at}: ${name} is no field of the step`).toBe(true);
      }
    }, 120_000);
  }

  it('the file input takes what the picker may hold: any kind of the representation before the code runs', async () => {
    const withMedia = cases.find(({ flow, step }) => fieldsOf(flow, step).some(([, field]) => field.kind === 'media'));
    expect(withMedia).toBeDefined();
    const { flow, step } = withMedia!;
    const [name, field] = fieldsOf(flow, step).find(([, candidate]) => candidate.kind === 'media')!;
    const data = { ...flow.initialData(), [name]: 'imagen' };
    const { form } = submissionOf(await serverHtml(stepFieldsOf(flow, step, data).element));
    const accept = form.querySelector<HTMLInputElement>(`input[name="${FILE_INPUT}"]`)?.accept.split(',');
    if (field.kind !== 'media') throw new Error('not a media field');
    for (const option of field.options) expect(accept).toContain(resolve(field.files.pickerAccept, { ...data, [name]: option.value }));
  });

  it('hydrates over the server HTML with no mismatch, then shows the widgets the code drives', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors: unknown[] = [];
    // Both renderers run in this one process, which React's development build notes about each context
    // the server's left marked; a browser never has the server's renderer.
    const bothRenderers = /multiple renderers concurrently rendering the same context provider/;
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!bothRenderers.test(String(args[0]))) errors.push(args);
    });
    // The server's pages first, then the browser's hydration of each.
    const pages = [];
    for (const { flow, step } of cases) {
      const data = filledIn(flow, step);
      const { element } = stepFieldsOf(flow, step, data);
      pages.push({ flow, step, data, element, html: await serverHtml(element) });
    }
    let countryLists = 0;
    let phoneCountries = 0;
    try {
      for (const { flow, step, data, element, html } of pages) {
        const container = document.createElement('div');
        container.innerHTML = html;
        document.body.append(container);
        const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (error) => errors.push([`${flow.id} / ${step.id}`, error]) }));
        expect(errors, `${flow.id} / ${step.id}`).toEqual([]);
        // The no-JS country list gave way to the dropdown's button.
        if (fieldsOf(flow, step).some(([, field]) => field.kind === 'countries' && isVisible(field, data))) {
          countryLists += 1;
          expect(container.querySelector('details')).toBeNull();
          expect(container.querySelector('button[aria-expanded]')).not.toBeNull();
        }
        // The phone's select gave way to the dial-code button.
        if (fieldsOf(flow, step).some(([, field]) => choosesCountry(field) && isVisible(field, data))) {
          phoneCountries += 1;
          expect(container.querySelector('select'), `${flow.id} / ${step.id}`).toBeNull();
          expect(container.querySelector('button[aria-label^="País: Francia"]'), `${flow.id} / ${step.id}`).not.toBeNull();
        }
        act(() => root.unmount());
        container.remove();
      }
    } finally {
      consoleError.mockRestore();
    }
    expect(countryLists).toBeGreaterThan(0);
    expect(phoneCountries).toBeGreaterThan(0);
  }, 120_000);
});
