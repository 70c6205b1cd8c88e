import type { Page } from '@playwright/test';

/** Who an invoice names (DECISIONS §12), as a visitor types it; made-up numbers with the right check character. */
export interface BillingInput {
  nif: string;
  nombre?: string;
  direccion: string;
  codigoPostal: string;
  ciudad: string;
  provincia: string;
  /** The country, when not the one the block starts with (the phone's). */
  pais?: string;
}

export const PERSON_BILLING: BillingInput = {
  nif: '12345678Z',
  direccion: 'Calle de la Paz 12, 3º',
  codigoPostal: '46003',
  ciudad: 'Valencia',
  provincia: 'Valencia',
};

export const COMPANY_BILLING: BillingInput = {
  nif: 'B12345674',
  direccion: 'Avenida del Puerto 200',
  codigoPostal: '46023',
  ciudad: 'Valencia',
  provincia: 'Valencia',
};

/** The block on the step, by its legend. */
export const billingBlock = (page: Page) => page.getByRole('main').getByRole('group', { name: 'Datos de facturación' });

/**
 * Fills the billing block by the labels the visitor reads; the name and the country come filled in
 * from the applicant. The tax number reads 'NIF / NIE' for a person, 'CIF' for a company, 'Número
 * de identificación fiscal' outside Spain.
 */
export async function fillBilling(page: Page, billing: BillingInput, taxLabel: 'NIF / NIE' | 'CIF' | 'Número de identificación fiscal' = 'NIF / NIE') {
  const block = billingBlock(page);
  if (billing.pais !== undefined) await block.getByRole('textbox', { name: 'País', exact: true }).fill(billing.pais);
  await block.getByRole('textbox', { name: taxLabel, exact: true }).fill(billing.nif);
  if (billing.nombre !== undefined) await block.getByRole('textbox', { name: 'Nombre o razón social', exact: true }).fill(billing.nombre);
  await block.getByRole('textbox', { name: 'Dirección', exact: true }).fill(billing.direccion);
  await block.getByRole('textbox', { name: 'Código postal', exact: true }).fill(billing.codigoPostal);
  await block.getByRole('textbox', { name: 'Ciudad', exact: true }).fill(billing.ciudad);
  await block.getByRole('textbox', { name: 'Provincia', exact: true }).fill(billing.provincia);
}
