import type { Billing } from './billing';

/**
 * Valid billing blocks for tests across the repository (flows, the API's valid orders, e2e): a
 * person's with a DNI and a company's with a CIF, both in Valencia. The numbers are made up, with
 * the right check character.
 */
export const PERSON_BILLING: Billing = {
  nif: '12345678Z',
  nombre: 'Lucía Martínez Soler',
  direccion: 'Calle de la Paz 12, 3º',
  codigoPostal: '46003',
  ciudad: 'Valencia',
  provincia: 'Valencia',
  pais: 'España',
};

export const COMPANY_BILLING: Billing = {
  nif: 'B12345674',
  nombre: 'Horchatería Clara, S.L.',
  direccion: 'Avenida del Puerto 200',
  codigoPostal: '46023',
  ciudad: 'Valencia',
  provincia: 'Valencia',
  pais: 'España',
};

/**
 * What a step says of a required block left as it starts (Spain, and the applicant's name when
 * given): a person's, or a company's (its CIF).
 */
export const missingBilling = (applicantType: 'persona' | 'empresa' = 'persona', { nameGiven = true } = {}) => ({
  'facturacion.nif': applicantType === 'empresa' ? 'El CIF es obligatorio' : 'El NIF o NIE es obligatorio',
  ...(nameGiven ? {} : { 'facturacion.nombre': 'El nombre o la razón social es obligatorio' }),
  'facturacion.direccion': 'La dirección es obligatoria',
  'facturacion.codigoPostal': 'El código postal es obligatorio',
  'facturacion.ciudad': 'La ciudad es obligatoria',
  'facturacion.provincia': 'La provincia es obligatoria',
});
