import { describe, expect, it } from 'vitest';
import { auditText, auditTexts, subjectText } from './text';

describe('auditText: the audit log in words', () => {
  it('reads states, prices, roles and notes as staff say them', () => {
    expect(auditText({ estado: 'payment_failed' })).toBe('Estado: Pago no completado');
    expect(auditText({ estado: 'filed', nota: 'OEPM M4123456' })).toBe('Estado: Presentado ante la oficina · Nota: OEPM M4123456');
    expect(auditText({ centimos: 50933 })).toBe('509,33 €');
    expect(auditText({ email: 'nuevo@example.es', role: 'staff' })).toBe('Email: nuevo@example.es · Rol: Gestión');
    expect(auditText({ disabled: true })).toBe('Desactivada');
  });
  it('reads a sign-in’s address in Spanish, not as JSON', () => {
    expect(auditText({ ip: '127.0.0.1' })).toBe('Desde 127.0.0.1');
  });
  it('leaves what it cannot read as short JSON, and nothing as nothing', () => {
    expect(auditText({ otra: 'cosa' })).toBe('{"otra":"cosa"}');
    expect(auditText(null)).toBe('');
    expect(auditText({})).toBe('');
  });
});

describe('auditTexts: both sides, saying what changed', () => {
  it('reads a first quote: no price before, the price and the message after', () => {
    expect(auditTexts({ estado: 'quote_requested', total: null }, { estado: 'awaiting_payment', total: 100000, mensaje: 'Incluye la tasa.' })).toEqual({
      antesTexto: 'Estado: Presupuesto solicitado · Sin presupuesto',
      despuesTexto: 'Estado: Pendiente de pago · 1000,00 € · Mensaje: Incluye la tasa.',
      sinCambios: false,
    });
  });
  it('reads a second quote by its price, without the state that stayed the same', () => {
    expect(auditTexts({ estado: 'awaiting_payment', total: 100000 }, { estado: 'awaiting_payment', total: 50000, mensaje: 'Rebajado.' })).toEqual({
      antesTexto: '1000,00 €',
      despuesTexto: '500,00 € · Mensaje: Rebajado.',
      sinCambios: false,
    });
  });
  it('marks a price saved as it was, instead of reading it as a change', () => {
    expect(auditTexts({ centimos: 6000 }, { centimos: 6000 })).toMatchObject({ sinCambios: true });
    expect(auditTexts({ centimos: 6000 }, { centimos: 5000 })).toEqual({ antesTexto: '60,00 €', despuesTexto: '50,00 €', sinCambios: false });
    // Nothing on either side (a new password link) is not 'unchanged'.
    expect(auditTexts(null, null).sinCambios).toBe(false);
  });
  it('reads a status change as before, and keeps whole sides when only unread fields changed', () => {
    expect(auditTexts({ estado: 'paid' }, { estado: 'filed', nota: '' })).toMatchObject({
      antesTexto: 'Estado: Pagado',
      despuesTexto: 'Estado: Presentado ante la oficina',
    });
    expect(auditTexts({ titulo: 'Tasas', contenido: 'a' }, { titulo: 'Tasas', contenido: 'b' })).toMatchObject({
      antesTexto: 'Título: Tasas',
      despuesTexto: 'Título: Tasas',
      sinCambios: false,
    });
    expect(auditTexts(null, { ip: '10.0.0.1' })).toMatchObject({ antesTexto: '', despuesTexto: 'Desde 10.0.0.1' });
  });
});

describe('subjectText', () => {
  const prices = new Map([['marca-nacional/basic', { label: 'Plan Básico', service: 'Marca Nacional' }]]);
  it('names a price by its catalogue label and service, anything else by its kind and id', () => {
    expect(subjectText('price', 'marca-nacional/basic', prices)).toBe('Precio «Plan Básico» de Marca Nacional');
    expect(subjectText('price', 'borrado/x', prices)).toBe('Precio borrado/x');
    expect(subjectText('order', 'P-1168', prices)).toBe('Pedido P-1168');
    expect(subjectText('renewal_watch', 'M4123456', prices)).toBe('Aviso de renovación M4123456');
  });
});
