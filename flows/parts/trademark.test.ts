import { describe, expect, it } from 'vitest';
import { noteEur, typeSurcharge } from './trademark';
import nacional from '../marca-nacional';

describe('trademark parts', () => {
  it('prices a type from the catalogue, else from its default surcharge (spec-1 §9)', () => {
    expect(typeSurcharge({ 'type:holograma': 25000 }, 'holograma')).toBe(25000);
    expect(typeSurcharge({}, 'holograma')).toBe(20000);
    expect(typeSurcharge({}, 'gold')).toBe(0);
  });

  it('gives the type tiles their surcharge through the field, not the widget', () => {
    expect(nacional.fields.selectedTrademarkType.optionPrice!('tridimensional', { 'type:tridimensional': 13000 })).toBe(13000);
  });

  it("writes figures in notes as the spec does: '125 €', '125,50 €'", () => {
    expect(noteEur(12500)).toBe('125 €');
    expect(noteEur(12550)).toBe('125,50 €');
  });
});
