import { describe, expect, it } from 'vitest';
import { informationServices } from './services';
import { servicePages } from './service-pages';

describe('service pages', () => {
  it('has the text of every service sold without an order flow, and of no unknown service', () => {
    expect(Object.keys(servicePages).sort()).toEqual(informationServices.map((service) => service.id).sort());
    for (const page of Object.values(servicePages)) {
      expect(page.body.length).toBeGreaterThan(0);
      expect(page.included.length).toBeGreaterThan(0);
    }
  });
});
