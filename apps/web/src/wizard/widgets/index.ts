import type { ComponentType } from 'react';
import { isPreloadable, retryableLazy } from './OnDemandStatus';
import { isVisible, type AnyFlow, type AnyStep, type FieldKind, type FieldSpec } from '@shop/flow-kit';
import type { WidgetProps } from './types';
import { TextWidget } from './TextWidget';
import { CheckboxWidget } from './CheckboxWidget';
import { RadioWidget } from './RadioWidget';
import { PhoneWidget } from './PhoneWidget';

/**
 * The kinds on every flow's first step (text, choices, consents, the phone) come with the wizard.
 * The others load with the step that shows them, keeping them out of the first page load of a flow
 * that starts without them (the wizard renders fields inside Suspense; the route preloads its first
 * step's before hydration); a failed load says so and offers a retry. The billing block is on the
 * first step of most flows but on the last of the trademark ones, and the file pickers (media,
 * files) share one chunk (vite.config.ts): ADR 021.
 */
const BillingWidget = retryableLazy(() => import('./BillingWidget').then((module) => module.BillingWidget));
const CheckboxGroupWidget = retryableLazy(() => import('./CheckboxGroupWidget').then((module) => module.CheckboxGroupWidget));
const StepperWidget = retryableLazy(() => import('./StepperWidget').then((module) => module.StepperWidget));
const MediaWidget = retryableLazy(() => import('./MediaWidget').then((module) => module.MediaWidget));
const CountriesWidget = retryableLazy(() => import('./CountriesWidget').then((module) => module.CountriesWidget));
const FilesWidget = retryableLazy(() => import('./FilesWidget').then((module) => module.FilesWidget));
const NiceClassesWidget = retryableLazy(() => import('./NiceClassesWidget').then((module) => module.NiceClassesWidget));
const TrademarkTypeWidget = retryableLazy(() => import('./TrademarkTypeWidget').then((module) => module.TrademarkTypeWidget));
const PlanWidget = retryableLazy(() => import('./PlanWidget').then((module) => module.PlanWidget));

/** The kinds a visitor sees: a hidden field has no widget. */
export type ShownKind = Exclude<FieldKind, 'hidden'>;

/**
 * One widget per field kind, as JSON Forms picks renderers: every form behaves the same. Each widget
 * takes the fields of its kind, so a kind without a widget, or a widget reading what its kind does
 * not declare, fails the typecheck.
 */
export type WidgetRegistry = { [K in ShownKind]: ComponentType<WidgetProps<K, any>> };

export const widgets: WidgetRegistry = {
  applicantType: RadioWidget,
  text: TextWidget,
  textarea: TextWidget,
  email: TextWidget,
  phone: PhoneWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  consent: CheckboxWidget,
  checkboxGroup: CheckboxGroupWidget,
  countries: CountriesWidget,
  media: MediaWidget,
  files: FilesWidget,
  niceClasses: NiceClassesWidget,
  tiles: TrademarkTypeWidget,
  plan: PlanWidget,
  stepper: StepperWidget,
  billing: BillingWidget,
};

/** The widget of a kind, typed by its kind (a lookup in the registry with the kind as a type parameter). */
export const widgetOf = <K extends ShownKind>(kind: K): ComponentType<WidgetProps<K, any>> => widgets[kind];

/**
 * Loads the lazy widgets a step shows; with `data`, only those of the fields it shows for that data.
 * The flow's route waits for its first step's before the page hydrates: the server rendered them,
 * and a widget still loading then would leave its fields dead under a page that already looks ready
 * (ADR 008: nothing usable before it is ready). A field the server did not show (the patent's
 * extension countries) loads when it appears, under a placeholder, not with the page.
 */
export function preloadWidgetsOf(flow: AnyFlow, step: AnyStep, data?: Record<string, unknown>): Promise<unknown> {
  const shown = (step.fields ?? [])
    .map((name: string) => flow.fields[name] as FieldSpec | undefined)
    .filter((field: FieldSpec | undefined) => field && (!data || isVisible(field, data)));
  const kinds = new Set(shown.map((field: FieldSpec | undefined) => field?.kind));
  return Promise.all(
    [...kinds].map((kind) => {
      const widget = kind && kind !== 'hidden' ? widgetOf(kind) : undefined;
      return widget && isPreloadable(widget) ? widget.preload() : undefined;
    }),
  );
}
