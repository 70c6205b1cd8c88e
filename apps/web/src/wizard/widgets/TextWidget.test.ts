import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { email, phone, text, textarea, type FieldSpec } from '@shop/flow-kit';
import { TextWidget } from './TextWidget';
import { PhoneWidget } from './PhoneWidget';
import type { WidgetProps } from './types';

const render = (widget: typeof TextWidget | typeof PhoneWidget, field: FieldSpec<string>) =>
  renderToStaticMarkup(
    createElement(widget, {
      name: 'campo',
      field,
      value: '',
      data: {},
      label: 'Campo',
      required: false,
      error: undefined,
      onChange: () => {},
      files: [],
      onFilesChange: () => {},
      prices: {},
      quote: { lines: [], totalCents: 0 },
      disabled: false,
    } as unknown as WidgetProps<string>),
  );

describe('text inputs carry the limit the server applies', () => {
  it.each([
    ['text', text({ label: 'Nombre' }), 200],
    ['email', email({ label: 'Email' }), 200],
    ['textarea', textarea({ label: 'Descripción' }), 5000],
    ['a field with its own limit', text({ label: 'Expediente', maxLength: 20 }), 20],
  ])('%s', (_kind, field, max) => {
    expect(render(TextWidget, field)).toMatch(new RegExp(`<(input|textarea)[^>]*maxLength="${max}"`, 'i'));
  });

  it('phone', () => {
    expect(render(PhoneWidget, phone({ label: 'Teléfono', countryField: 'selectedCountry' }))).toMatch(/<input[^>]*type="tel"[^>]*maxLength="200"/i);
  });
});
