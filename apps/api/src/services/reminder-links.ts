import type { DeadlineKind, RightKind } from '@shop/deadlines';
import { serviceById } from '@shop/flows/services';

/** The order flow that does a deadline's job, and the fields its wizard reads prefilled from the address. */
export interface FlowJob {
  flow: string;
  route: string;
  /** Field name to value; each a text or radio field the flow declares (reminder-links.test.ts checks). */
  fields: (right: { number: string; name: string }) => Record<string, string>;
  /** The mail's button: 'Renovar mi marca'. */
  action: string;
}

/** A service's canonical route, as its flow's manifest declares it (docs/decisions/020-one-manifest-per-flow.md). */
const routeOf = (serviceId: string): string => serviceById(serviceId)?.routes[0] ?? '/';

const markRenewal = (serviceId: string, selectedMarkType: string): FlowJob => ({
  flow: 'renovacion-marca',
  route: routeOf(serviceId),
  fields: ({ number, name }) => ({ selectedMarkType, brandNumber: number, brandName: name }),
  action: 'Renovar ahora',
});

const registrationQuote = (flow: string, action: string): FlowJob => ({
  flow,
  route: routeOf(flow),
  fields: ({ number, name }) => ({ registrationNumber: number, registrationTitle: name }),
  action,
});

const objectionReply = (marcaType: 'nacional' | 'europea'): FlowJob => ({
  flow: 'contestacion-suspensos',
  route: routeOf('contestacion-suspensos'),
  fields: ({ name }) => ({ marcaType, brandName: name }),
  action: 'Contestar al suspenso',
});

/**
 * Which flow each reminder links to (DECISIONS §13: 'a link to the flow that does the job'), by the
 * right and the deadline. A deadline without a flow here (an objection to a patent) links to the
 * contact form with the order's number.
 */
export const FLOW_JOBS: Readonly<Record<RightKind, Partial<Record<DeadlineKind, FlowJob>>>> = {
  'marca-es': { renovacion: markRenewal('renovacion-marca-nacional', 'nacional'), suspenso: objectionReply('nacional') },
  'nombre-comercial': { renovacion: markRenewal('renovacion-marca-nacional', 'comercial'), suspenso: objectionReply('nacional') },
  'marca-ue': { renovacion: markRenewal('renovacion-marca-europea', 'europea'), suspenso: objectionReply('europea') },
  'diseno-es': { renovacion: registrationQuote('renovacion-diseno', 'Pedir presupuesto de renovación') },
  'patente-es': { anualidad: registrationQuote('pago-anualidades-patentes', 'Pedir presupuesto de la anualidad') },
  'modelo-utilidad-es': { anualidad: registrationQuote('pago-anualidades-modelos', 'Pedir presupuesto de la anualidad') },
};

/** The reminder's link: the flow's page prefilled with the right's number and name, or the contact page. */
export function jobLinkOf(
  publicUrl: string,
  kind: RightKind,
  deadline: DeadlineKind,
  right: { number: string; name: string; numero: string },
): { url: string; action: string } {
  const job = FLOW_JOBS[kind][deadline];
  if (!job) return { url: `${publicUrl}/contacto`, action: 'Escríbenos' };
  const query = new URLSearchParams(Object.entries(job.fields(right)).filter(([, value]) => value !== ''));
  return { url: `${publicUrl}${job.route}?${query.toString()}`, action: job.action };
}
