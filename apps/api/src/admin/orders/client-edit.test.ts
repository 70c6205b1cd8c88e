import { describe, expect, it, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { COMPANY_BILLING, PERSON_BILLING } from '@shop/flow-kit/billing.testkit';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-app';
import { nationalOrder } from '../../testing/orders';
import { orderForm } from '../../testing/forms';
import { adminSessions, type Login } from '../../testing/admin-session';
import { payOrder } from '../../testing/paid-orders';
import { auditLog, invoices, outbox } from '../../db/schema';

for (const database of await testDatabases()) {
  describe(`correcting an order's client on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, publicUrl: 'https://tienda.example.es' });
    const sessions = adminSessions(context);
    const inject = (options: InjectOptions) => context.app.inject(options);
    const save = async (data: unknown) =>
      (await inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(data) })).json() as { referencia: string; numero: string };
    const mailsTo = async (to: string) =>
      (await context.services.db.select().from(outbox))
        .map((row) => row.payload as { to: string; subject: string; text: string; attachments?: { filename: string }[] })
        .filter((mail) => mail.to === to);
    const auditOf = async (entityId: string, action: string) =>
      (await context.services.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).filter((row) => row.action === action);

    let admin: Login;
    let staff: Login;
    beforeAll(async () => {
      admin = await sessions.signIn('jefa.cliente@example.es', 'admin');
      staff = await sessions.signIn('gestor.cliente@example.es', 'staff');
    });

    it('refuses each wrong field with the order form’s own message, by its field, and changes nothing', async () => {
      const order = await save({ ...nationalOrder, email: 'errores@example.es' });
      const refused = await sessions.as(staff, 'PUT', `/api/admin/orders/${order.numero}/client`, {
        email: 'no es un correo',
        phone: '123',
        name: '',
        facturacion: { ...PERSON_BILLING, nif: '12345678A', codigoPostal: '99999' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'Revisa los campos marcados.',
        fields: {
          email: 'El formato del email no es válido',
          phone: 'El teléfono no es válido para el país seleccionado',
          name: expect.any(String),
          'facturacion.nif': 'El NIF no es válido',
          'facturacion.codigoPostal': 'El código postal no es válido',
        },
      });
      // A company's invoice needs a CIF: the same rule as the form's.
      const company = await sessions.as(staff, 'PUT', `/api/admin/orders/${order.numero}/client`, { applicantType: 'empresa', facturacion: PERSON_BILLING });
      expect(company.json().fields['facturacion.nif']).toMatch(/CIF/);
      const view = (await sessions.as(staff, 'GET', `/api/admin/orders/${order.numero}/client`)).json();
      expect(view).toMatchObject({ email: 'errores@example.es', phone: '612345678', facturacion: PERSON_BILLING, factura: null, prefijo: '+34' });
      expect(await auditOf(order.numero, 'order.client')).toHaveLength(0);
    });

    it('saves the new address, audits before and after, and mails the client in Spanish; the issued invoice stays as it was', async () => {
      const order = await payOrder(context, { ...nationalOrder, email: 'direccion@example.es' });
      const [invoice] = await context.services.db.select().from(invoices).where(eq(invoices.orderNumero, order.numero));
      const moved = { ...PERSON_BILLING, direccion: 'Carrer de Sant Vicent 4', codigoPostal: '46002 ' };
      const saved = await sessions.as(staff, 'PUT', `/api/admin/orders/${order.numero}/client`, { facturacion: moved, phone: '699 111 222' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ ok: true, cambios: ['phone', 'facturacion'], avisado: true, factura: invoice!.numero });
      const view = (await sessions.as(staff, 'GET', `/api/admin/orders/${order.numero}/client`)).json();
      expect(view.facturacion).toEqual({ ...moved, codigoPostal: '46002' });
      expect(view.factura).toEqual({ numero: invoice!.numero, tipo: 'F1' });
      const [audit] = await auditOf(order.numero, 'order.client');
      expect(audit).toMatchObject({
        staffEmail: 'gestor.cliente@example.es',
        before: { phone: '612345678', facturacion: PERSON_BILLING },
        after: { phone: '699 111 222', facturacion: { direccion: 'Carrer de Sant Vicent 4', codigoPostal: '46002' }, avisado: true },
      });
      const [mail] = (await mailsTo('direccion@example.es')).filter((item) => /datos de facturación/.test(item.subject));
      expect(mail!.subject).toBe(`Tu pedido ${order.numero}: datos de facturación actualizados`);
      expect(mail!.text).toContain('Carrer de Sant Vicent 4');
      expect(mail!.text).toContain(`Tu factura ${invoice!.numero} ya estaba emitida y no se modifica`);
      const [unchanged] = await context.services.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
      expect(unchanged!.client).toEqual(invoice!.client);
      // The same data again is no change: nothing audited, nobody mailed.
      const again = await sessions.as(staff, 'PUT', `/api/admin/orders/${order.numero}/client`, { facturacion: moved });
      expect(again.json().cambios).toEqual([]);
      expect(await auditOf(order.numero, 'order.client')).toHaveLength(1);

      // A corrective invoice with the new data, on request: admins only, audited, mailed with its PDF.
      expect((await sessions.as(staff, 'POST', `/api/admin/orders/${order.numero}/client/corrective`, {})).statusCode).toBe(403);
      const corrected = await sessions.as(admin, 'POST', `/api/admin/orders/${order.numero}/client/corrective`, {});
      expect(corrected.statusCode, corrected.body).toBe(200);
      const { numero } = corrected.json();
      expect(numero).toMatch(/^R/);
      const [corrective] = await context.services.db.select().from(invoices).where(eq(invoices.numero, numero));
      expect(corrective).toMatchObject({ tipo: 'R1', totalCents: 0, correctsInvoiceId: invoice!.id });
      expect(corrective!.client).toMatchObject({ direccion: 'Carrer de Sant Vicent 4', nif: '12345678Z' });
      expect((await auditOf(numero, 'invoice.corrective'))[0]!.after).toMatchObject({ rectifica: invoice!.numero, tipo: 'R1', importe: 0 });
      const sent = (await mailsTo('direccion@example.es')).find((item) => item.subject.includes(numero));
      expect(sent!.attachments).toEqual([expect.objectContaining({ filename: `factura-${numero}.pdf` })]);
      // Nothing left to correct.
      const twice = await sessions.as(admin, 'POST', `/api/admin/orders/${order.numero}/client/corrective`, {});
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error).toContain('ya tiene estos datos');
    });

    it('turns a person into a company with a CIF, and drops the surnames as the form does', async () => {
      const order = await save({ ...nationalOrder, email: 'empresa@example.es' });
      const saved = await sessions.as(staff, 'PUT', `/api/admin/orders/${order.numero}/client`, {
        applicantType: 'empresa',
        name: 'Horchatería Clara, S.L.',
        facturacion: COMPANY_BILLING,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const view = (await sessions.as(staff, 'GET', `/api/admin/orders/${order.numero}/client`)).json();
      expect(view).toMatchObject({ applicantType: 'empresa', name: 'Horchatería Clara, S.L.', lastName: '', facturacion: COMPANY_BILLING });
      expect((await sessions.as(staff, 'PUT', '/api/admin/orders/NO-EXISTE/client', { name: 'X' })).statusCode).toBe(404);
    });
  });
}
