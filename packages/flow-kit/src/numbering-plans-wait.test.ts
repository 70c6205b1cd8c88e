import { beforeAll, describe, expect, it, vi } from 'vitest';
import { phone, text } from './fields';

// The test setup loads the numbering plans (vitest.setup.ts): fresh modules start without them.
let loadNumberingPlans: typeof import('./contact-checks').loadNumberingPlans;
let checkWaitsForNumberingPlans: typeof import('./validation').checkWaitsForNumberingPlans;
beforeAll(async () => {
  vi.resetModules();
  ({ loadNumberingPlans } = await import('./contact-checks'));
  ({ checkWaitsForNumberingPlans } = await import('./validation'));
});

describe("a step's check and the phone's numbering plans", () => {
  const fields = {
    nombre: text({ label: 'Nombre' }),
    telefono: phone({ label: 'Teléfono', countryField: 'pais' }),
    otroTelefono: phone({ label: 'Otro teléfono', countryField: 'pais', visibleWhen: (data) => data.nombre === 'Ana' }),
  };
  const names = Object.keys(fields);

  it('answers at once when no phone it shows holds a number, waits while the plans load when one does, and never once they have', async () => {
    expect(checkWaitsForNumberingPlans(fields, names, { nombre: '', telefono: '', otroTelefono: '' })).toBe(false);
    expect(checkWaitsForNumberingPlans(fields, names, { nombre: '', telefono: '   ', otroTelefono: '' })).toBe(false);
    // A number in a field the visitor does not see is not checked.
    expect(checkWaitsForNumberingPlans(fields, names, { nombre: 'Luis', telefono: '', otroTelefono: '612345678' })).toBe(false);
    expect(checkWaitsForNumberingPlans(fields, names, { nombre: 'Ana', telefono: '', otroTelefono: '612345678' })).toBe(true);
    expect(checkWaitsForNumberingPlans(fields, names, { nombre: '', telefono: '612345678', otroTelefono: '' })).toBe(true);
    // Only the fields the step names.
    expect(checkWaitsForNumberingPlans(fields, ['nombre'], { nombre: '', telefono: '612345678', otroTelefono: '' })).toBe(false);
    await loadNumberingPlans();
    expect(checkWaitsForNumberingPlans(fields, names, { nombre: '', telefono: '612345678', otroTelefono: '' })).toBe(false);
  });
});
