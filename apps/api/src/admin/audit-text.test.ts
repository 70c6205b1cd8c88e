import { describe, expect, it } from 'vitest';
import { auditText } from './audit-text';

describe('auditText: the audit log in words', () => {
  it('reads states, prices, roles and notes as staff say them', () => {
    expect(auditText({ estado: 'payment_failed' })).toBe('Estado: Pago no completado');
    expect(auditText({ estado: 'filed', nota: 'OEPM M4123456' })).toBe('Estado: Presentado ante la oficina · Nota: OEPM M4123456');
    expect(auditText({ centimos: 50933 })).toBe('509,33 €');
    expect(auditText({ email: 'nuevo@example.es', role: 'staff' })).toBe('Email: nuevo@example.es · Rol: Gestión');
    expect(auditText({ disabled: true })).toBe('Desactivada');
  });
  it('leaves what it cannot read as short JSON, and nothing as nothing', () => {
    expect(auditText({ ip: '127.0.0.1' })).toBe('{"ip":"127.0.0.1"}');
    expect(auditText(null)).toBe('');
  });
});
