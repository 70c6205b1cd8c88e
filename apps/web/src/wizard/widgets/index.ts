import type { ComponentType } from 'react';
import type { FieldKind } from '@shop/flow-kit';
import type { WidgetProps } from './types';
import { TextWidget } from './TextWidget';
import { CheckboxWidget } from './CheckboxWidget';
import { RadioWidget } from './RadioWidget';
import { CheckboxGroupWidget } from './CheckboxGroupWidget';
import { PhoneWidget } from './PhoneWidget';
import { CountriesWidget } from './CountriesWidget';
import { MediaWidget } from './MediaWidget';
import { FilesWidget } from './FilesWidget';
import { NiceClassesWidget } from './NiceClassesWidget';
import { TrademarkTypeWidget } from './TrademarkTypeWidget';
import { PlanWidget } from './PlanWidget';

/** One widget per field kind, as JSON Forms picks renderers: every form behaves the same. */
export const widgets: Record<Exclude<FieldKind, 'hidden'>, ComponentType<WidgetProps<any>>> = {
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
  trademarkType: TrademarkTypeWidget,
  plan: PlanWidget,
};
