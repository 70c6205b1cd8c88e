import type { AnyFlow } from '@shop/flow-kit';
import { PERSON_BILLING } from '@shop/flow-kit/billing.testkit';
import { validOrderOf as validOrderOfFlow } from '@shop/flows/parts/valid-orders.testkit';

/** A valid international quote request as the web app sends it. */
export const internationalOrder = {
  flow: 'marca-internacional',
  applicantType: 'persona',
  name: 'Jordi',
  lastName: 'Puig',
  email: 'jordi@example.es',
  phone: '612345678',
  brandName: 'Ceràmica Blava',
  selectedCountries: [{ code: 'MX', name: 'México', dialCode: '+52' }],
  acceptPrivacy: true,
  acceptTerms: true,
  producto: 'Marca Internacional',
};

/** A valid national order as the web app sends it: 3 classes, tridimensional, premium = 719,00 €. */
export const nationalOrder = {
  flow: 'marca-nacional',
  applicantType: 'persona',
  name: 'Lucía',
  lastName: 'Martínez Soler',
  email: 'lucia@example.es',
  phone: '612345678',
  selectedCountry: { code: 'ES', name: 'España', dialCode: '+34' },
  brandName: 'Horchata Clara',
  description: '',
  mediaType: 'imagen',
  selectedClasses: [29, 30, 32],
  selectedTrademarkType: 'tridimensional',
  selectedPlan: 'premium',
  wantAgent: false,
  wantClassAgent: false,
  wantTypeAgent: false,
  acceptPrivacy: true,
  acceptTerms: true,
  // Over 400 €: a complete invoice, which names its holder (DECISIONS §12).
  facturacion: PERSON_BILLING,
  // What a tampering client might claim; the server ignores it.
  subtotal: 1,
  total: 1,
  modulo: 'rtm',
  producto: 'Marca Nacional',
  adicional: {},
};

/**
 * A valid order envelope for any flow, built from its fields by kind (the flows' own search, so a
 * flow added to the registry gets one). A flow no order of which passes is a failing test, not an
 * envelope to send.
 */
export function validOrderOf(flow: AnyFlow): { flow: string } & Record<string, unknown> {
  const data = validOrderOfFlow(flow);
  if (!data) throw new Error(`No valid order found for ${flow.id}`);
  return { flow: flow.id, ...data };
}
