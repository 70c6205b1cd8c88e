import {
  applicantFields,
  applicantStepFields,
  consentFieldNames,
  consentFields,
  radio,
  type DataOf,
  type Fields,
  type StepSpec,
  type SummaryView,
} from '@shop/flow-kit';
import type { Quote } from '@shop/money';
import { applicantRows, fixedSpanishPhone } from './applicant';

export { applicantRows };

/**
 * The pieces of the one-form services of spec-2 §2.8–§2.17: the applicant block with the fixed
 * +34 (spec-2 §2.2), the consents, the mark-type choice, and the form → summary steps.
 */
export const applicantBlock = { ...applicantFields, ...fixedSpanishPhone };
export const consents = consentFields;

/** spec-2 §1: the strip's last step names what the visitor gets. */
export const progressEndingWith = (last: 'Registro en 24h' | 'Servicio Contratado' | 'Servicio Completado') => [
  'Rellena el formulario',
  'Realiza el pago',
  last,
];

export const MARK_TYPES = { nacional: 'Marca Nacional', europea: 'Marca Europea' } as const;
export type MarkType = keyof typeof MARK_TYPES;

/** National or European mark (spec-2 §2.10–§2.14); each flow gives it its own wire name. */
export const markType = (label = 'Tipo de marca') =>
  radio({
    label,
    options: [
      { value: 'nacional', label: MARK_TYPES.nacional },
      { value: 'europea', label: MARK_TYPES.europea },
    ],
    initial: 'nacional',
  });

interface ServiceSteps<D> {
  title: string;
  intro?: string;
  /** The service's own fields, between the applicant block and the consents. */
  fields: readonly (keyof D & string)[];
  notes?: StepSpec<D>['notes'];
  summaryTitle: string;
  summary: (data: D, quote: Quote) => SummaryView;
}

/**
 * The form, then the summary with 'Volver al formulario' and 'Proceder al pago' (spec-2 §2.2,
 * §4): the order is sent from the summary only. The flow's fields come first so that the summary
 * is typed by them.
 */
export function formAndSummary<F extends Fields, D extends DataOf<F> = DataOf<F>>(_fields: F, steps: ServiceSteps<D>): StepSpec<D>[] {
  return [
    {
      id: 'form',
      title: steps.title,
      ...(steps.intro ? { intro: steps.intro } : {}),
      fields: [...applicantStepFields, ...steps.fields, ...consentFieldNames] as (keyof D & string)[],
      ...(steps.notes ? { notes: steps.notes } : {}),
      action: { label: 'Continuar' },
    },
    {
      id: 'summary',
      kind: 'summary',
      title: steps.summaryTitle,
      action: { label: 'Proceder al pago', busyLabel: 'Procesando...' },
      backLabel: 'Volver al formulario',
      summary: steps.summary,
    },
  ];
}

/** 'Presentación Recurso de Alzada España (339 €)': whole euros as the spec writes them (spec-2 §3.3). */
export const eurosInLabel = (cents: number) => `${Number.isInteger(cents / 100) ? cents / 100 : (cents / 100).toFixed(2).replace('.', ',')} €`;
