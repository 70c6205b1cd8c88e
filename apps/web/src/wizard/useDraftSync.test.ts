import { describe, expect, it } from 'vitest';
import { changedFields, draftFate } from './useDraftSync';

describe("the tab's draft", () => {
  it('keeps over a draft found later only the fields the visitor changed in the blank form', () => {
    const blank = { name: '', classes: [] as number[], agent: false };
    expect(changedFields(blank, { name: 'Lucía', classes: [], agent: false })).toEqual({ name: 'Lucía' });
    expect(changedFields(blank, { name: '', classes: [30], agent: true })).toEqual({ classes: [30], agent: true });
    expect(changedFields(blank, blank)).toEqual({});
  });

  it('is cleared once the flow has ended, but kept on the way to the payment page (Back comes to it)', () => {
    expect(draftFate('active', 'form')).toBe('save');
    expect(draftFate('done', 'sent')).toBe('clear');
    expect(draftFate('done', 'payment')).toBe('save');
  });
});
