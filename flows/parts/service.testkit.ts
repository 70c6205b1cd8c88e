import { buildEnvelope, type AnyFlow } from '@shop/flow-kit';
import { withFallback, type PriceTable } from '@shop/money';
import { COMPANY_BILLING } from '@shop/flow-kit/billing.testkit';

/** The applicant of the spec-2 service tests: a company, so no surnames; fixed +34 number. */
export const company = {
  applicantType: 'empresa' as const,
  name: 'Horchatería Clara, S.L.',
  email: 'pedidos@example.es',
  phone: '961234567',
  acceptPrivacy: true,
  acceptTerms: true,
  // A company's invoice names it (DECISIONS §12).
  facturacion: COMPANY_BILLING,
};

/** The messages of the applicant block for an individual with nothing filled in (spec-2 §5). */
export const APPLICANT_MESSAGES = {
  name: 'El nombre es obligatorio',
  lastName: 'Los apellidos son obligatorios',
  email: 'El email es obligatorio',
  phone: 'El teléfono es obligatorio',
  acceptPrivacy: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
  acceptTerms: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
};

export const seedPrices = (flow: AnyFlow, stored?: PriceTable) => withFallback(flow.catalogue, stored);

/** The envelope the browser sends and the server stores for this data. */
export function envelopeOf(flow: AnyFlow, data: Record<string, unknown>, prices = seedPrices(flow)) {
  const quote = flow.price(data, prices);
  return buildEnvelope(flow.id, data, quote, flow.envelope(data, quote));
}
