import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { email, phone, text, textarea, type FieldOf } from '@shop/flow-kit';
import { TextWidget } from './TextWidget';
import { PhoneWidget } from './PhoneWidget';

/** What the wizard gives any widget, but the field. */
const props = {
  name: 'campo',
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
};

const renderText = (field: FieldOf<'text' | 'email' | 'textarea', string>) => renderToStaticMarkup(createElement(TextWidget, { ...props, field }));
const renderPhone = (field: FieldOf<'phone', string>) => renderToStaticMarkup(createElement(PhoneWidget, { ...props, field }));

describe('text inputs carry the limit the server applies', () => {
  it.each([
    ['text', text({ label: 'Nombre' }), 200],
    ['email', email({ label: 'Email' }), 200],
    ['textarea', textarea({ label: 'Descripción' }), 5000],
    ['a field with its own limit', text({ label: 'Expediente', maxLength: 20 }), 20],
  ])('%s', (_kind, field, max) => {
    expect(renderText(field)).toMatch(new RegExp(`<(input|textarea)[^>]*maxLength="${max}"`, 'i'));
  });

  it('phone', () => {
    expect(renderPhone(phone({ label: 'Teléfono', countryField: 'selectedCountry' }))).toMatch(/<input[^>]*type="tel"[^>]*maxLength="200"/i);
  });
});
