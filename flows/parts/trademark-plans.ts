import { plan, type AnyData, type PlanCard } from '@shop/flow-kit';
import { formatEur, formatSurcharge, type Quote } from '@shop/money';
import { trademarkTypeNameById } from '@shop/ip-content/trademark-type-names';
import { lineCents } from './trademark';

/** The plans the trademark wizards sell (spec-1 §3): their ids are the wire's `selectedPlan` and the catalogue's keys. */
export type TrademarkPlan = 'basic' | 'premium';

const commonFeatures = (subject: string) => [`${subject} con duración de 10 años`, 'Informe profesional', 'Tasas oficiales', 'Honorarios', 'IVA incluido'];
const premiumExtras = [
  'Título de propiedad para marketplaces',
  'Vigilancia de marca durante 10 años',
  'Asesoramiento profesional ilimitado',
  'Acceso a la plataforma de seguimiento',
  '20% de descuento en recursos',
];

export function planCards(subject: string, features = commonFeatures(subject), registering = 'tu marca'): [PlanCard<'basic'>, PlanCard<'premium'>] {
  return [
    { id: 'basic', name: 'Plan Básico', description: `Todo lo necesario para registrar ${registering}.`, features },
    {
      id: 'premium',
      name: 'Plan Premium',
      description: 'Registro, protección y acompañamiento durante 10 años.',
      features: [...features, ...premiumExtras],
      highlight: true,
    },
  ];
}

export const planField = (cards: readonly [PlanCard<TrademarkPlan>, ...PlanCard<TrademarkPlan>[]]) => ({
  selectedPlan: plan({ label: 'Plan', plans: cards, planLines: trademarkPlanLines }),
});

/**
 * What every plan card repeats under its features (spec-1 §2.7): the included class, the
 * additional classes with their cost (only past one class), the chosen type with its surcharge.
 */
export function trademarkPlanLines(data: AnyData, quote: Quote): string[] {
  const lines = ['Clase incluida: 1 (0 €)'];
  const classCount = (data.selectedClasses as number[] | undefined)?.length ?? 0;
  if (classCount > 1) lines.push(`Clases adicionales: ${classCount - 1} (${formatEur(lineCents(quote, 'additionalClasses'))})`);
  const type = trademarkTypeNameById((data.selectedTrademarkType as string | undefined) ?? '');
  if (type) lines.push(`Tipo de marca: ${type.name} (${formatSurcharge(lineCents(quote, 'trademarkType'))})`);
  return lines;
}
