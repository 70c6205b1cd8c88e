// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, createElement, useState, type ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { loadAllFlows } from '@shop/flows';
import type { AnyData, AnyFlow, AnyStep } from '@shop/flow-kit';
import { withFallback } from '@shop/money';
import { StepFields } from './wizard/StepFields';
import { preloadWidgetsOf } from './wizard/widgets';

/*
 * What a visitor does in the server's HTML before the page's code runs reaches the wizard's state
 * once it has (ADR 008, ADR 021), in widgets that load apart too: they hydrate after the form, in
 * their own pass, and take their controls' early input then (earlyInput.ts).
 */

interface Seen {
  data: AnyData;
  files: File[];
}

/** The step's fields over a state of their own, as the wizard keeps it: each patch on the last. */
function Step({ flow, step, seen }: { flow: AnyFlow; step: AnyStep; seen: Seen }) {
  const [data, setData] = useState<AnyData>(() => flow.initialData());
  const [files, setFiles] = useState<File[]>([]);
  seen.data = data;
  seen.files = files;
  const prices = withFallback(flow.catalogue, undefined);
  return createElement(StepFields, {
    flow,
    step,
    data,
    issues: {},
    prices,
    quote: flow.price(data, prices),
    files,
    onFilesChange: setFiles,
    onChange: (patch: AnyData) => setData((last) => ({ ...last, ...patch })),
    disabled: false,
    onPending: () => undefined,
  });
}

/** The page as the server renders it: no document, every lazy part waited for (ssr.tsx). */
async function serverHtml(element: ReactElement): Promise<string> {
  vi.stubGlobal('document', undefined);
  try {
    const stream = await renderToReadableStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    await stream.allReady;
    return await new Response(stream).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

/** What the visitor does with a control of the server's HTML: its value, as the browser keeps it, and the events it fires. */
function type(control: HTMLInputElement, text: string) {
  control.value = text;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
function tick(box: HTMLInputElement) {
  box.click();
}

let flows: AnyFlow[];
beforeAll(async () => {
  flows = await loadAllFlows();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** A flow's first step as the server's HTML in the page, its controls, and its hydration over a state that says what reached it. */
async function serverStep(flowId: string) {
  const flow = flows.find((candidate) => candidate.id === flowId)!;
  const step = (flow.steps as AnyStep[])[0]!;
  // The route loads the step's lazy widgets before the page hydrates (routes.tsx).
  await preloadWidgetsOf(flow, step);
  const seen: Seen = { data: {}, files: [] };
  const element = createElement(Step, { flow, step, seen });
  const container = document.createElement('form');
  container.innerHTML = await serverHtml(element);
  document.body.append(container);
  const control = (selector: string) => {
    const found = container.querySelector<HTMLInputElement>(selector);
    expect(found, selector).not.toBeNull();
    return found!;
  };
  const hydrate = () =>
    act(async () => {
      hydrateRoot(container, element);
    });
  return { container, control, seen, hydrate };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('input given before the code ran (earlyInput.ts)', () => {
  it('reaches the state from the billing block, the parts its box showed and a file picker, which load apart', async () => {
    const { container, control, seen, hydrate } = await serverStep('renovacion-marca');
    const text = control('input[type="text"]:not([name^="facturacion."])');
    type(text, 'Lucía Pérez');
    const logo = new File(['%PDF'], 'registro.pdf', { type: 'application/pdf' });
    const picker = control('input[type="file"][name="uploadedFile"]');
    Object.defineProperty(picker, 'files', { value: [logo], configurable: true });
    tick(control('input[name="facturacion.completa"]'));
    type(control('input[name="facturacion.nif"]'), '12345678Z');
    type(control('input[name="facturacion.direccion"]'), 'Calle de Colón 1');

    await hydrate();

    expect(seen.data[text.name]).toBe('Lucía Pérez');
    expect(seen.files).toEqual([logo]);
    expect(seen.data.facturacion).toMatchObject({ nif: '12345678Z', direccion: 'Calle de Colón 1' });
    // The screen still shows it, now from the state.
    expect(control('input[name="facturacion.completa"]').checked).toBe(true);
    expect(control('input[name="facturacion.nif"]').value).toBe('12345678Z');
    expect(container.querySelector('[aria-label="Archivos añadidos"]')?.textContent).toContain('registro.pdf');
  });

  it('asks for no invoice when the box was unticked again, and ticking it brings back what was typed', async () => {
    const { control, seen, hydrate } = await serverStep('renovacion-marca');
    const box = control('input[name="facturacion.completa"]');
    tick(box);
    type(control('input[name="facturacion.nif"]'), '12345678Z');
    tick(box);

    await hydrate();

    expect(seen.data.facturacion ?? null).toBeNull();
    await act(async () => tick(box));
    expect(seen.data.facturacion).toMatchObject({ nif: '12345678Z' });
    expect(control('input[name="facturacion.nif"]').value).toBe('12345678Z');
  });

  it('takes every box ticked in a checkbox group, not the last one only, and a stepper typed in', async () => {
    const { container, control, seen, hydrate } = await serverStep('diseno-industrial');
    const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="designTypes"]')];
    expect(boxes.length).toBeGreaterThan(2);
    const unticked = boxes.filter((box) => !box.checked);
    expect(unticked.length).toBeGreaterThan(1);
    tick(unticked[0]!);
    tick(unticked[1]!);
    type(control('input[name="numDesigns"]'), '3');
    const shown = boxes.filter((box) => box.checked).map((box) => box.value);

    await hydrate();

    expect(seen.data.designTypes).toEqual(shown);
    expect(seen.data.numDesigns).toBe(3);
    expect(control('input[name="numDesigns"]').value).toBe('3');
    expect(boxes.filter((box) => box.checked).map((box) => box.value)).toEqual(shown);
  });

  it('leaves the state as the server had it when the visitor did nothing', async () => {
    const { seen, hydrate } = await serverStep('renovacion-marca');
    const before = structuredClone(seen.data);
    await hydrate();
    expect(seen.data).toEqual(before);
    expect(seen.files).toEqual([]);
  });
});
