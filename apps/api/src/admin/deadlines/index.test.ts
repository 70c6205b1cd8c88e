import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-app';
import { asStaff, mailsTo, paidOrder, staffSignIn } from '../../testing/after-sale';

/** DECISIONS §13: staff see every client's coming deadlines, the date first, on screen and as CSV. */
for (const database of await testDatabases()) {
  describe(`the deadlines agenda on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, publicUrl: 'https://tienda.example.es', adminLoginRateLimit: 200, today: () => '2026-04-01' });

    it('lists the coming deadlines of every client until the day asked, soonest first, and the same as CSV', async () => {
      const { app, services } = context;
      const staff = await staffSignIn(app, services);
      const later = await paidOrder(app, services, { email: 'uno@example.es', brandName: 'Naranjas Sol' });
      const sooner = await paidOrder(app, services, { email: 'dos@example.es', brandName: 'Arroz Bomba' });
      const inGrace = await paidOrder(app, services, { email: 'tres@example.es', brandName: 'Turrón Fino' });
      await asStaff(app, staff, 'POST', `/api/admin/orders/${later.numero}/filing`, { officeNumber: 'M4300001', filedOn: '2016-09-15' });
      await asStaff(app, staff, 'POST', `/api/admin/orders/${sooner.numero}/filing`, { officeNumber: 'M4300002', filedOn: '2016-05-02' });
      await asStaff(app, staff, 'POST', `/api/admin/orders/${inGrace.numero}/filing`, { officeNumber: 'M4300003', filedOn: '2016-02-10' });

      expect((await app.inject({ method: 'GET', url: '/api/admin/deadlines' })).statusCode).toBe(401);
      const answer = await asStaff(app, staff, 'GET', '/api/admin/deadlines?hasta=2026-12-31');
      expect(answer.statusCode, answer.body).toBe(200);
      const { plazos, hoy, hasta } = answer.json();
      expect([hoy, hasta]).toEqual(['2026-04-01', '2026-12-31']);
      const renewals = plazos.filter((plazo: { tipo: string }) => plazo.tipo === 'renovacion');
      expect(renewals.map((plazo: { fecha: string; nombre: string; enGracia: boolean }) => [plazo.fecha, plazo.nombre, plazo.enGracia])).toEqual([
        ['2026-02-10', 'Turrón Fino', true],
        ['2026-05-02', 'Arroz Bomba', false],
        ['2026-09-15', 'Naranjas Sol', false],
      ]);
      expect(renewals[1]).toMatchObject({
        derecho: 'Marca española',
        numeroOficina: 'M4300002',
        email: 'dos@example.es',
        pedido: sooner.numero,
        recordatorios: 'activos',
      });
      // A right filed elsewhere, watched once its owner confirmed: the agenda shows it too, with no order.
      expect(plazos.find((plazo: { numeroOficina: string }) => plazo.numeroOficina === 'M4300009')).toBeUndefined();
      const dates = plazos.map((plazo: { fecha: string }) => plazo.fecha);
      expect(dates).toEqual([...dates].sort());

      await app.inject({
        method: 'POST',
        url: '/api/avisos-renovacion',
        payload: {
          pagina: '/renovacion-marca-nacional',
          numero: 'M4300009',
          nombre: 'Horchata Clara',
          fechaPresentacion: '2016-07-20',
          email: 'aviso@example.es',
          aceptaPrivacidad: true,
        },
      });
      const unconfirmed = (await asStaff(app, staff, 'GET', '/api/admin/deadlines?hasta=2026-12-31')).json().plazos;
      expect(unconfirmed.find((plazo: { numeroOficina: string }) => plazo.numeroOficina === 'M4300009')).toBeUndefined();
      const link = /confirmar\?token=([\w-]+)/.exec((await mailsTo(services, 'aviso@example.es')).at(-1)!.text)![1];
      await app.inject({ method: 'POST', url: '/api/avisos-renovacion/confirmar', payload: { token: link } });
      const withWatch = (await asStaff(app, staff, 'GET', '/api/admin/deadlines?hasta=2026-12-31')).json().plazos;
      expect(
        withWatch.find((plazo: { numeroOficina: string; tipo: string }) => plazo.numeroOficina === 'M4300009' && plazo.tipo === 'renovacion'),
      ).toMatchObject({
        fecha: '2026-07-20',
        nombre: 'Horchata Clara',
        email: 'aviso@example.es',
        pedido: '',
        recordatorios: 'activos',
      });

      const sooner2 = await asStaff(app, staff, 'GET', '/api/admin/deadlines?hasta=2026-06-30');
      expect(sooner2.json().plazos.map((plazo: { nombre: string }) => plazo.nombre)).not.toContain('Naranjas Sol');
      expect((await asStaff(app, staff, 'GET', '/api/admin/deadlines?hasta=mañana')).statusCode).toBe(400);

      const csv = await asStaff(app, staff, 'GET', '/api/admin/deadlines.csv?hasta=2026-12-31');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe('Vence;Plazo;Con recargo hasta;Derecho;Número;Nombre;Cliente;Email;Pedido;Recordatorios');
      expect(lines.find((line) => line.includes('Arroz Bomba'))).toContain(
        '02/05/2026;Renovación: fin del 1.º periodo de 10 años;02/11/2026;Marca española;M4300002',
      );
    });
  });
}
