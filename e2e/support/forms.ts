import { expect, type Page } from '@playwright/test';

/** Fills the applicant block the way a visitor does, by the labels they read. */
export async function fillApplicant(page: Page, applicant: { name: string; lastName?: string; email: string; phone: string }) {
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(applicant.name);
  if (applicant.lastName !== undefined) await page.getByRole('textbox', { name: 'Apellidos', exact: true }).fill(applicant.lastName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(applicant.email);
  await page.getByRole('textbox', { name: 'Teléfono' }).fill(applicant.phone);
}

export async function acceptConsents(page: Page) {
  // Scoped to the page's main area: the footer's newsletter has a privacy box too.
  const main = page.getByRole('main');
  await main.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await main.getByRole('checkbox', { name: /condiciones generales/ }).check();
}

export async function expectStep(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The running total in the header. */
export const runningTotal = (page: Page) => page.getByTestId('running-total');

export const REQUIRED_BANNER = 'Por favor, completa los campos requeridos';
export const CONSENT_MESSAGE = 'Debes aceptar la política de privacidad y las condiciones generales para continuar.';
