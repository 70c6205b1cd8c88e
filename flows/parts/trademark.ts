import {
  applicantStepFields,
  type FieldOf,
  checkbox,
  consentFieldNames,
  type Issues,
  media,
  niceClasses,
  tiles,
  type StepSpec,
  text,
  textarea,
} from '@shop/flow-kit';
import {
  formatEur,
  priced,
  priceOf,
  quoteOf,
  suplidosKey,
  type Cents,
  type CatalogueEntry,
  type LineAmount,
  type PriceLine,
  type PriceTable,
  type Quote,
} from '@shop/money';
import { trademarkTypeNames, trademarkTypeNameById } from '@shop/ip-content/trademark-type-names';
import { representationFile } from './files';
import { OEPM } from './official-fees';
import type { TrademarkPlan } from './trademark-plans';

// The three trademark wizards' machine lives beside this file; flows take it from here with the rest.
export { trademarkWizardMachine } from './trademark-machine';
export { planCards, planField, trademarkPlanLines, type TrademarkPlan } from './trademark-plans';

/**
 * The pieces shared by the trademark wizards (national, European, trade name): steps form →
 * classification → trademarkType → plans, with the skip and Back rules of spec-1 §4.
 */

export const brandFields = ({
  brandLabel = 'Nombre de la marca',
  brandRequired = 'El nombre de la marca es obligatorio',
  descriptionLabel = '¿Qué hace tu marca o negocio?',
  descriptionHint = 'Opcional. Nos ayuda a proponerte las clases adecuadas.',
} = {}) => ({
  brandName: text({ label: brandLabel, required: brandRequired }),
  description: textarea({ label: descriptionLabel, described: 'Actividad del negocio', hint: descriptionHint }),
  mediaType: media({ label: 'Representación de la marca', files: representationFile }),
});

export const agentFields = (agentByDefault: boolean) => ({
  wantAgent: checkbox({
    label: 'Quiero que un agente me asesore en la elección de las clases',
    described: 'Asesoramiento de un agente en las clases',
    // spec-1 §4: ticked, Continuar goes straight to the plans; the jump from step 1 to 4 needs saying.
    hint: 'Con la casilla marcada pasas directamente a elegir el plan: un agente elegirá contigo las clases y el tipo de marca. Desmárcala para elegirlos tú.',
    initial: agentByDefault,
    emphasis: true,
    // What the visitor hands to the agent is the agent's, not charged from an earlier pass through
    // the steps this box skips (DECISIONS §1: the price is the plan's).
    onSet: (ticked) => (ticked ? { selectedClasses: [], selectedTrademarkType: '' } : {}),
  }),
  wantClassAgent: checkbox({
    label: 'Prefiero que un agente elija las clases por mí',
    described: 'Clases elegidas por un agente',
    emphasis: true,
    // The type step is skipped too: a type chosen on an earlier pass is not charged unseen.
    onSet: (ticked) => (ticked ? { selectedTrademarkType: '' } : {}),
  }),
  wantTypeAgent: checkbox({
    label: 'Quiero que un agente me asesore sobre el tipo de marca',
    described: 'Asesoramiento de un agente sobre el tipo de marca',
    emphasis: true,
  }),
});

/** Classes a flow shows but does not allow, and what the visitor is told (trade name: goods 1-34). */
export interface ClassLimit {
  selectableClasses: (id: number) => boolean;
  lockedMessage: string;
}

export const classFields = (limit?: ClassLimit) => ({
  // DECISIONS §14: the class step suggests classes from what the form's description says.
  selectedClasses: niceClasses({ label: 'Clases de Niza', suggestFrom: 'description', ...limit }),
  selectedTrademarkType: trademarkTypeField(),
});

/**
 * The type tiles of spec-1 §2.7: '' while nothing is chosen (an agent may choose), else one of the
 * types of spec-1 §3, each tile with its surcharge from the flow's catalogue. The office and the back
 * office read a type by its name ('DENOMINATIVA'), the option's label.
 */
export const trademarkTypeField = (): FieldOf<'tiles', string> =>
  tiles({
    label: 'Tipo de marca',
    options: trademarkTypeNames.map((type) => ({ value: type.id, label: type.name })),
    optionPrice: (id, prices) => typeSurcharge(prices, id),
  });

export const NO_CLASS_MESSAGE = 'Debes seleccionar al menos una clase.';

export interface TrademarkData {
  wantAgent: boolean;
  wantClassAgent: boolean;
  wantTypeAgent: boolean;
  selectedClasses: number[];
  selectedTrademarkType: string;
  selectedPlan: TrademarkPlan;
}

/** DECISIONS §1: continuing without the agent box and with no class stays with this message. */
export const checkClasses = (data: TrademarkData): Issues | undefined =>
  !data.wantAgent && !data.wantClassAgent && data.selectedClasses.length === 0 ? { selectedClasses: NO_CLASS_MESSAGE } : undefined;

export const NO_TYPE_MESSAGE = 'Elige un tipo de marca o marca la casilla para que un agente te asesore.';

/**
 * DECISIONS §9: the type step needs a type or the type agent's box ticked; the legacy let an order
 * through with neither, and staff cannot file it. An agent box of an earlier step (spec-1 §4: the
 * form's and the classification's) skips this step and hands the type to the agent too. Checked on
 * the step in the browser and in the whole order on the server, which sees the same boxes.
 */
export const checkTrademarkType = (data: TrademarkData): Issues | undefined =>
  data.selectedTrademarkType === '' && !data.wantAgent && !data.wantClassAgent && !data.wantTypeAgent ? { selectedTrademarkType: NO_TYPE_MESSAGE } : undefined;

/** The first step (spec-1 §2.7): the applicant, the brand, its representation, the agent box, the consents. */
export function trademarkFormStep<D extends TrademarkData>(title: string): StepSpec<D> {
  return {
    id: 'form',
    title,
    fields: [...applicantStepFields, 'brandName', 'description', 'mediaType', 'wantAgent', ...consentFieldNames] as (keyof D & string)[],
    action: { label: 'Continuar' },
  };
}

export function classificationStep<D extends TrademarkData>(classNote: string): StepSpec<D> {
  return {
    id: 'classification',
    title: 'Clasificación de Niza',
    intro:
      'Indica una o varias clases: cada clase agrupa productos o servicios y tu marca quedará protegida en las que elijas. Pulsa el icono de información para ver qué incluye cada una.',
    fields: ['selectedClasses', 'wantClassAgent'] as (keyof D & string)[],
    check: checkClasses,
    notes: [classNote],
    action: { label: 'Continuar' },
    backLabel: 'Atrás',
  };
}

export function trademarkTypeStep<D extends TrademarkData>(priceNote: (prices: PriceTable) => string): StepSpec<D> {
  return {
    id: 'trademarkType',
    title: 'Tipo de marca',
    intro: 'Elige cómo es tu marca. Pulsa el icono de información para saber más de cada tipo.',
    fields: ['selectedTrademarkType', 'wantTypeAgent'] as (keyof D & string)[],
    check: checkTrademarkType,
    notes: (prices) => [priceNote(prices)],
    action: { label: 'Continuar' },
    backLabel: 'Atrás',
  };
}

export function plansStep<D extends TrademarkData>(): StepSpec<D> {
  return {
    id: 'plans',
    title: 'Selecciona un plan para continuar',
    fields: ['selectedPlan'] as (keyof D & string)[],
    action: { label: 'Pagar {amount}', busyLabel: 'Procesando...' },
    backLabel: 'Atrás',
  };
}

/** Seed prices of the trademark types (spec-1 §3), keyed `type:<id>`. */
export const typeCatalogue: CatalogueEntry[] = trademarkTypeNames.map((type) => ({
  key: typePriceKey(type.id),
  label: `Tipo de marca ${type.name}`,
  cents: type.defaultSurchargeCents,
  // No office charges by the kind of sign (OEPM FAQ: the fee depends only on the classes): all professional fee.
  suplidosCents: 0,
  product: { nombre: type.name, titulo: 'Tipo Marca' },
}));

/**
 * The two plans, as spec-1 §7.3's parent products 'Básica' and 'Premium'; both include the office's
 * fee for one class (`suplidosCents`, DECISIONS §12).
 */
export const planCatalogue = (basicCents: number, premiumCents: number, suplidosCents: Cents): CatalogueEntry[] => [
  { key: 'basic', label: 'Plan Básico', cents: basicCents, suplidosCents, product: { titulo: 'Básica', esPadre: true } },
  { key: 'premium', label: 'Plan Premium', cents: premiumCents, suplidosCents, product: { titulo: 'Premium', esPadre: true } },
];

function typePriceKey(typeId: string): string {
  return `type:${typeId}`;
}

/**
 * A type's surcharge: the catalogue's figure, else the spec's default (spec-1 §9: the catalogue is
 * matched first, else the table of §3 applies); 0 for anything that is not a type.
 */
export function typeSurcharge(prices: PriceTable, typeId: string): Cents {
  const key = typePriceKey(typeId);
  return prices[key] ?? trademarkTypeNameById(typeId)?.defaultSurchargeCents ?? 0;
}

/**
 * Plan base + additional classes + type surcharge (spec-1 §9), one line each for the breakdown,
 * each with its official fees (DECISIONS §12).
 */
export function trademarkQuote(data: TrademarkData, prices: PriceTable, additionalClassesCost: (count: number) => LineAmount): Quote {
  const planName = data.selectedPlan === 'premium' ? 'Plan Premium' : 'Plan Básico';
  const lines: PriceLine[] = [{ key: 'plan', label: planName, ...priced(prices, data.selectedPlan) }];
  const additional = Math.max(0, data.selectedClasses.length - 1);
  if (additional > 0) {
    lines.push({
      key: 'additionalClasses',
      label: `${additional} ${additional === 1 ? 'clase adicional' : 'clases adicionales'}`,
      ...additionalClassesCost(additional),
    });
  }
  const type = trademarkTypeNameById(data.selectedTrademarkType);
  if (type) {
    const suplidosCents = Math.min(typeSurcharge(prices, type.id), prices[suplidosKey(typePriceKey(type.id))] ?? 0);
    lines.push({ key: 'trademarkType', label: `Tipo ${type.name}`, cents: typeSurcharge(prices, type.id), suplidosCents });
  }
  return quoteOf(lines);
}

export const lineCents = (quote: Quote, key: string) => quote.lines.find((line) => line.key === key)?.cents ?? 0;

export const nationalClassNote = (prices: PriceTable) =>
  `El precio incluye una clase, cada clase adicional tiene un coste de ${formatEur(priceOf(prices, 'additionalClass'))}.`;

/** The national prices (spec-1 §9), which the trade name shares (DECISIONS §1), each flow its own entries. */
export const nationalCatalogue: CatalogueEntry[] = [
  // The OEPM's fees are the same for a mark and a trade name (Ley 17/2001 annex).
  ...planCatalogue(19900, 29900, OEPM.markFirstClass),
  {
    key: 'additionalClass',
    label: 'Clase adicional',
    cents: 15000,
    suplidosCents: OEPM.markAdditionalClass,
    product: { nombre: 'Clase Adicional', titulo: 'Clase Adicional' },
  },
  ...typeCatalogue,
];

/** National and trade name: each additional class costs the same (spec-1 §9). */
export const nationalQuote = (data: TrademarkData, prices: PriceTable) => trademarkQuote(data, prices, (count) => priced(prices, 'additionalClass', count));

/** The envelope of the three trademark wizards (spec-1 §3): product and the two subtotals in euros. */
export const trademarkEnvelope = (producto: string) => (_data: unknown, quote: Quote) => ({
  producto,
  additionalClassesTotal: lineCents(quote, 'additionalClasses') / 100,
  trademarkTypeTotal: lineCents(quote, 'trademarkType') / 100,
});

/** Figures in a note as the spec writes them: '125 €' for whole euros, '125,50 €' otherwise. */
export const noteEur = (cents: Cents) => (cents % 100 === 0 ? `${cents / 100} €` : formatEur(cents));
