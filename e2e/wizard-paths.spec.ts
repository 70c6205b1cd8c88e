import type { Page } from '@playwright/test';
import { actionLabelOf, type AnyFlow } from '@shop/flow-kit';
import { PERSON_BILLING as MODELLED_BILLING } from '@shop/flow-kit/billing.testkit';
import designs from '@shop/flows/diseno-industrial';
import nationalMark from '@shop/flows/marca-nacional';
import domains from '@shop/flows/recuperacion-dominios';
import { acceptConsents, expectStep, fillApplicant, runningTotal } from './support/forms';
import { fillBilling, PERSON_BILLING } from './support/billing';
import { SAVE_DONE, SAVE_FAILED, walkToPayment } from './support/machine-paths';
import { test, expect } from './support/test';

/**
 * Model-based walks: for each shape of the wizard's machine (packages/flow-kit/src/order-machine.ts
 * with and without a summary, the trademark wizard of flows/parts/trademark.ts), the real wizard in Chromium follows a walk the machine generates
 * (support/machine-paths.ts), a failed save and a Back included, with an edit among the events; after
 * each event the page must show the step the machine is in. The machine's own properties on every
 * path are checked without a browser (flows/parts/machine-paths.testkit.ts).
 */
interface Shape {
  name: string;
  flow: AnyFlow;
  route: string;
  /** The data the visitor enters, as the machine's model gets it (its guards read it). */
  data: Record<string, unknown>;
  fill: (page: Page) => Promise<void>;
  /** Changes a field when the walk is back on the form, and where the change must then show. */
  edit: { apply: (page: Page) => Promise<void>; shows: (page: Page, step: string) => Promise<void> };
}

const applicant = { name: 'Marta', lastName: 'Ferrer Llopis', email: 'marta@example.es', phone: '612345678' };
/** The same visitor in the model: the billing block as the flow keeps it, for the same person. */
const modelled = { ...applicant, acceptPrivacy: true, acceptTerms: true, facturacion: MODELLED_BILLING };
const { facturacion: _billing, ...withoutBilling } = modelled;
const textbox = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });
const REFUSAL = 'Ahora mismo no podemos guardar tu solicitud. Inténtalo de nuevo en unos minutos; tus datos siguen en el formulario.';

const shapes: Shape[] = [
  {
    name: 'form → summary → payment',
    flow: domains as unknown as AnyFlow,
    route: '/recuperacion-de-dominios',
    data: { ...domains.initialData(), ...modelled, domainName: 'horchataclara.es', domainDescription: 'Un tercero registró el dominio con nuestra marca.' },
    fill: async (page) => {
      await textbox(page, 'Nombre del dominio').fill('horchataclara.es');
      await textbox(page, 'Descripción del caso').fill('Un tercero registró el dominio con nuestra marca.');
      await fillBilling(page, PERSON_BILLING);
    },
    edit: {
      apply: (page) => textbox(page, 'Nombre del dominio').fill('turrondelsur.es'),
      shows: async (page, step) => {
        if (step === 'summary') await expect(page.getByRole('main').getByText('turrondelsur.es')).toBeVisible();
      },
    },
  },
  {
    name: 'form → payment',
    flow: designs as unknown as AnyFlow,
    route: '/diseno-industrial',
    data: { ...designs.initialData(), ...modelled, patentTitle: 'Silla plegable Albufera', patentDescription: 'Silla de madera con respaldo curvo.' },
    fill: async (page) => {
      await textbox(page, 'Título del diseño').fill('Silla plegable Albufera');
      await textbox(page, 'Descripción del diseño').fill('Silla de madera con respaldo curvo.');
      await fillBilling(page, PERSON_BILLING);
    },
    // Eleven designs cost 534 € (spec-2 §9): the total the gateway shows is the edited order's.
    edit: {
      apply: async (page) => {
        await page.getByRole('spinbutton', { name: 'Número de diseños' }).fill('11');
        await expect(runningTotal(page)).toHaveText('534,00 €');
      },
      shows: async (page, step) => {
        if (step === 'payment') await expect(page.getByText('534,00 €')).toBeVisible();
      },
    },
  },
  {
    name: 'trademark wizard, the agent advising on classes: form → plans → payment',
    flow: nationalMark as unknown as AnyFlow,
    route: '/marca-nacional',
    // 199 € asks for no invoice details (DECISIONS §12): the billing block stays as it starts.
    data: { ...nationalMark.initialData(), ...withoutBilling, brandName: 'Turrón del Sur', wantAgent: true },
    fill: async (page) => {
      await textbox(page, 'Nombre de la marca').fill('Turrón del Sur');
      await page.getByRole('checkbox', { name: /agente me asesore en la elección de las clases/ }).check();
    },
    // The draft saved on the way keeps the edit: back from the plans, the form shows it.
    edit: {
      apply: (page) => textbox(page, 'Nombre de la marca').fill('Turrón de Jijona'),
      shows: async (page, step) => {
        if (step === 'form') await expect(textbox(page, 'Nombre de la marca')).toHaveValue('Turrón de Jijona');
      },
    },
  },
];

const stepSpec = (flow: AnyFlow, step: string) => flow.steps.find((spec) => spec.id === step)!;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The step's main button, by its label ('{amount}' stands for the total). */
const mainButton = (page: Page, flow: AnyFlow, step: string, data: Record<string, unknown>) => {
  const label = actionLabelOf(stepSpec(flow, step), data as never) ?? 'Continuar';
  return page.getByRole('button', { name: new RegExp(`^${escaped(label).replace(escaped('{amount}'), '.+')}$`) });
};

async function expectAt(page: Page, flow: AnyFlow, step: string) {
  if (step === 'payment') return expect(page).toHaveURL(/\/g\/pay\?trans=/);
  await expectStep(page, stepSpec(flow, step).title);
}

test.describe('the wizard along its machine’s generated walks', () => {
  // The refused saves are answered 503: the browser logs their status.
  test.use({ allowConsoleErrors: [/status of 503/] });

  for (const shape of shapes) {
    const walk = walkToPayment(shape.flow, shape.data);
    test(`${shape.name} (${shape.flow.id}): ${walk.map((move) => move.event.replace(/^xstate\.(done|error)\.actor\.saveOrder$/, 'save $1')).join(' → ')}`, async ({
      page,
    }) => {
      await page.goto(shape.route);
      let step = shape.flow.steps[0]!.id;
      await fillApplicant(page, applicant);
      await shape.fill(page);
      await acceptConsents(page);
      let edited = false;
      for (const move of walk) {
        if (move.event === 'NEXT' || move.event === 'PAY') {
          if (move.next === SAVE_FAILED)
            await page.route('**/api/guardar_marca', (route) =>
              route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: REFUSAL }) }),
            );
          await mainButton(page, shape.flow, step, shape.data).click();
        } else if (move.event === 'BACK') {
          await page.getByRole('button', { name: stepSpec(shape.flow, step).backLabel ?? 'Atrás', exact: true }).click();
        } else if (move.event === SAVE_FAILED) {
          await expect(page.getByRole('alert').filter({ hasText: 'Ahora mismo no podemos guardar tu solicitud' })).toBeVisible();
          await page.unroute('**/api/guardar_marca');
        } else expect(move.event).toBe(SAVE_DONE);
        // A save in flight shows its step under the overlay: the outcome's event moves on.
        const settled = move.next !== SAVE_DONE && move.next !== SAVE_FAILED;
        if (settled) await expectAt(page, shape.flow, move.step);
        // The edit: back on the form after a failure or a Back, the visitor changes a field.
        if (!edited && move.step === shape.flow.steps[0]!.id && move.event !== 'NEXT' && move.next !== undefined) {
          await shape.edit.apply(page);
          edited = true;
        }
        if (edited && settled) await shape.edit.shows(page, move.step);
        step = move.step;
      }
      expect(edited, 'the walk passed the form again, where the edit is made').toBe(true);
      await expect(page.getByText(shape.flow.title, { exact: true }).first()).toBeVisible();
    });
  }
});
