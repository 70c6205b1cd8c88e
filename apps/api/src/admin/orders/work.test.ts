import { describe, expect, it, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-app';
import { nationalOrder } from '../../testing/orders';
import { orderForm } from '../../testing/forms';
import { adminSessions, type Login } from '../../testing/admin-session';
import { auditLog, outbox } from '../../db/schema';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A document upload as the order screen sends it. */
function documentForm(title: string | undefined, file?: { name: string; content: Buffer; type?: string }) {
  const body = new FormData();
  if (title !== undefined) body.append('titulo', title);
  if (file) body.append('archivo', new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/pdf' }), file.name);
  return body;
}

for (const database of await testDatabases()) {
  describe(`an order's daily work on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, publicUrl: 'https://tienda.example.es' });
    const sessions = adminSessions(context);
    const inject = (options: InjectOptions) => context.app.inject(options);
    const save = async (data: unknown) =>
      (await inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(data) })).json() as { referencia: string; numero: string };
    const pay = async (referencia: string) => {
      const page = await inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
      const gatewayOrder = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
      const notice = context.services.testGateway!.sign({ gatewayOrder, amountCents: 71900, paid: true });
      expect(
        (await inject({ method: 'POST', url: '/api/pagos/notificacion', headers: FORM, payload: new URLSearchParams(notice).toString() })).statusCode,
      ).toBe(200);
    };
    const mailsTo = async (to: string) =>
      (await context.services.db.select().from(outbox))
        .map((row) => row.payload as { to: string; subject: string; text: string })
        .filter((mail) => mail.to === to);
    const auditOf = async (numero: string, action: string) =>
      (await context.services.db.select().from(auditLog).where(eq(auditLog.entityId, numero))).filter((row) => row.action === action);

    let admin: Login;
    let staff: Login;
    beforeAll(async () => {
      admin = await sessions.signIn('jefa@example.es', 'admin');
      staff = await sessions.signIn('gestor@example.es', 'staff');
    });

    it('opens on what needs action with counts per state; drafts and the rest behind a filter; a search looks everywhere', async () => {
      const draft = await save({ ...nationalOrder, email: 'borrador.lista@example.es' });
      const paid = await save({ ...nationalOrder, email: 'pagado.lista@example.es' });
      await pay(paid.referencia);
      const numbers = async (query: string) =>
        ((await sessions.as(staff, 'GET', `/api/admin/orders${query}`)).json() as { items: { numero: string }[] }).items.map((item) => item.numero);
      expect(await numbers('')).toContain(paid.numero);
      expect(await numbers('')).not.toContain(draft.numero);
      expect(await numbers('?estado=draft')).toContain(draft.numero);
      expect(await numbers('?estado=todos')).toContain(paid.numero);
      expect(await numbers('?estado=todos')).not.toContain(draft.numero);
      expect(await numbers('?q=borrador.lista')).toEqual([draft.numero]);
      const counts = (await sessions.as(staff, 'GET', '/api/admin/order-counts')).json();
      const of = (estado: string) => counts.estados.find((row: { estado: string }) => row.estado === estado);
      expect(of('paid')).toMatchObject({ texto: 'Pagado', total: expect.any(Number) });
      expect(of('paid').total).toBeGreaterThanOrEqual(1);
      expect(counts.porAtender).toBe(of('paid').total + of('quote_requested').total + of('payment_failed').total);
      expect(counts.todos).toBe(counts.estados.reduce((sum: number, row: { total: number }) => sum + row.total, 0) - of('draft').total);
      // The other filters apply to the counts too.
      const searched = (await sessions.as(staff, 'GET', '/api/admin/order-counts?q=pagado.lista')).json();
      expect(searched.porAtender).toBe(1);
    });

    it('assigns an order to a member, lists it in their «Mis asuntos», and audits each change', async () => {
      const order = await save({ ...nationalOrder, email: 'asignar@example.es' });
      await pay(order.referencia);
      const work = (await sessions.as(staff, 'GET', `/api/admin/orders/${order.numero}/work`)).json();
      expect(work.asignado).toBeNull();
      expect(work.puedeDeshacer).toBe(false);
      const me = work.equipo.find((member: { email: string }) => member.email === 'gestor@example.es');
      const assigned = await sessions.as(admin, 'PUT', `/api/admin/orders/${order.numero}/assignee`, { miembro: me.id });
      expect(assigned.json()).toEqual({ ok: true, asignado: 'gestor@example.es' });
      const mine = async (who: Login) =>
        ((await sessions.as(who, 'GET', '/api/admin/orders?asignado=yo&estado=todos')).json() as { items: { numero: string }[] }).items.map(
          (item) => item.numero,
        );
      expect(await mine(staff)).toContain(order.numero);
      expect(await mine(admin)).not.toContain(order.numero);
      expect((await sessions.as(staff, 'GET', `/api/admin/orders/${order.numero}/work`)).json().asignado).toMatchObject({ email: 'gestor@example.es' });
      expect((await sessions.as(staff, 'PUT', `/api/admin/orders/${order.numero}/assignee`, { miembro: 999999 })).json()).toMatchObject({
        fields: { miembro: 'Esa persona no tiene una cuenta activa del equipo.' },
      });
      expect((await sessions.as(staff, 'PUT', `/api/admin/orders/${order.numero}/assignee`, { miembro: null })).statusCode).toBe(200);
      expect(await mine(staff)).not.toContain(order.numero);
      const audit = await auditOf(order.numero, 'order.assign');
      expect(audit.map((row) => [row.staffEmail, row.before, row.after])).toEqual([
        ['jefa@example.es', { asignado: null }, { asignado: 'gestor@example.es' }],
        ['gestor@example.es', { asignado: 'gestor@example.es' }, { asignado: null }],
      ]);
    });

    it('lets an admin, not staff, undo a state with a reason: audited, in the history, the client mailed a correction', async () => {
      const order = await save({ ...nationalOrder, email: 'deshacer@example.es' });
      await pay(order.referencia);
      // Paid by the gateway, not by staff: nothing to undo.
      expect((await sessions.as(admin, 'POST', `/api/admin/orders/${order.numero}/undo`, { motivo: 'Prueba' })).statusCode).toBe(409);
      for (const estado of ['filed', 'refused'])
        expect((await sessions.as(staff, 'POST', `/api/admin/orders/${order.numero}/status`, { estado })).statusCode).toBe(200);
      const work = (await sessions.as(admin, 'GET', `/api/admin/orders/${order.numero}/work`)).json();
      expect(work).toMatchObject({ puedeDeshacer: true, deshacer: { desde: 'refused', desdeTexto: 'Denegado', hacia: 'filed', avisado: true } });
      expect((await sessions.as(staff, 'POST', `/api/admin/orders/${order.numero}/undo`, { motivo: 'Me equivoqué' })).statusCode).toBe(403);
      const noReason = await sessions.as(admin, 'POST', `/api/admin/orders/${order.numero}/undo`, { motivo: '  ' });
      expect(noReason.json().fields).toEqual({ motivo: 'Explica por qué se deshace.' });
      const undone = await sessions.as(admin, 'POST', `/api/admin/orders/${order.numero}/undo`, { motivo: 'Pulsé «Denegado» por error.' });
      expect(undone.json()).toEqual({ ok: true, estado: 'filed', avisado: true });
      const page = (await inject({ method: 'GET', url: `/api/pedido/${order.referencia}` })).json();
      expect(page.estado).toBe('filed');
      expect(page.historial.at(-1)).toMatchObject({ texto: 'Presentado ante la oficina', nota: 'Corrección: el estado «Denegado» se indicó por error.' });
      const mails = await mailsTo('deshacer@example.es');
      expect(mails.at(-1)).toMatchObject({ subject: `Corrección sobre tu pedido ${order.numero}: Presentado ante la oficina` });
      expect(mails.at(-1)!.text).toContain('no está «Denegado»');
      // The reason is the team's: in the audit log and the internal notes, never in the client's mail.
      expect(mails.at(-1)!.text).not.toContain('por error.»');
      expect((await auditOf(order.numero, 'order.undo')).map((row) => [row.staffEmail, row.before, row.after])).toEqual([
        ['jefa@example.es', { estado: 'refused' }, { estado: 'filed', motivo: 'Pulsé «Denegado» por error.', avisado: true }],
      ]);
      const detail = (await sessions.as(staff, 'GET', `/api/admin/orders/${order.numero}`)).json();
      expect(detail.notas.at(-1).texto).toBe('Deshecho «Denegado» (vuelve a «Presentado ante la oficina»): Pulsé «Denegado» por error.');
      // Undoing again goes one move further back, to what the gateway set.
      expect((await sessions.as(admin, 'POST', `/api/admin/orders/${order.numero}/undo`, { motivo: 'Aún no se presentó.' })).json().estado).toBe('paid');
    });

    it('mails no correction for a state the client was never mailed', async () => {
      const order = await save({ ...nationalOrder, email: 'sin-aviso@example.es' });
      expect((await sessions.as(staff, 'POST', `/api/admin/orders/${order.numero}/status`, { estado: 'archived' })).statusCode).toBe(200);
      // As if that move had reached no one (an order without an address, a mail staff chose not to send).
      await context.services.db
        .update(auditLog)
        .set({ after: { estado: 'archived', nota: '', avisado: false } })
        .where(eq(auditLog.entityId, order.numero));
      const before = (await mailsTo('sin-aviso@example.es')).length;
      expect((await sessions.as(admin, 'POST', `/api/admin/orders/${order.numero}/undo`, { motivo: 'Archivado por error.' })).json()).toEqual({
        ok: true,
        estado: 'draft',
        avisado: false,
      });
      expect(await mailsTo('sin-aviso@example.es')).toHaveLength(before);
    });

    it('attaches a PDF for the client: on their order page, downloadable by the reference only, mailed, audited', async () => {
      const order = await save({ ...nationalOrder, email: 'documentos@example.es' });
      await pay(order.referencia);
      const url = `/api/admin/orders/${order.numero}/documents`;
      const post = (payload: FormData) => inject({ method: 'POST', url, headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf }, payload });
      const refused = async (payload: FormData) => (await post(payload)).json().fields;
      expect(await refused(documentForm('Justificante'))).toEqual({ archivo: 'Elige el documento (PDF, JPG o PNG).' });
      expect(await refused(documentForm('', { name: 'a.pdf', content: PDF }))).toEqual({
        titulo: 'Indica qué documento es (por ejemplo, «Justificante de presentación»).',
      });
      // Judged by content: a text file named .pdf is no PDF.
      expect(await refused(documentForm('Falso', { name: 'falso.pdf', content: Buffer.from('hola') }))).toEqual({
        archivo: 'El documento debe ser un PDF, JPG o PNG.',
      });
      const tooBig = await post(documentForm('Grande', { name: 'grande.pdf', content: Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]) }));
      expect(tooBig.statusCode).toBe(413);
      const added = await post(documentForm('Justificante de presentación', { name: 'justificante OEPM.pdf', content: PDF }));
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toMatchObject({ avisado: true, documento: { titulo: 'Justificante de presentación', nombre: 'justificante OEPM.pdf' } });

      const page = (await inject({ method: 'GET', url: `/api/pedido/${order.referencia}` })).json();
      expect(page.documentos).toEqual([
        { nombre: 'Justificante de presentación', url: expect.stringMatching(/^\/api\/pedido\/.+\/documentos\/\d+$/), fecha: expect.any(String) },
      ]);
      const download = await inject({ method: 'GET', url: page.documentos[0].url });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect(download.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'no-store' });
      expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Justificante%20de%20presentaci%C3%B3n.pdf");
      // Another order's reference does not open it.
      const other = await save({ ...nationalOrder, email: 'otro@example.es' });
      const id = page.documentos[0].url.split('/').at(-1);
      expect((await inject({ method: 'GET', url: `/api/pedido/${other.referencia}/documentos/${id}` })).statusCode).toBe(404);
      expect((await inject({ method: 'GET', url: `/api/pedido/nada/documentos/${id}` })).statusCode).toBe(404);
      // Staff download it from the order screen.
      expect((await sessions.as(staff, 'GET', `${url}/${id}`)).statusCode).toBe(200);

      const mail = (await mailsTo('documentos@example.es')).at(-1)!;
      expect(mail.subject).toBe(`Tu pedido ${order.numero}: Justificante de presentación`);
      expect(mail.text).toContain(`https://tienda.example.es${page.documentos[0].url}`);
      expect((await auditOf(order.numero, 'order.document')).map((row) => [row.staffEmail, row.after])).toEqual([
        ['gestor@example.es', { documento: 'Justificante de presentación', archivo: 'justificante OEPM.pdf', bytes: PDF.length, avisado: true }],
      ]);
      const work = (await sessions.as(staff, 'GET', `/api/admin/orders/${order.numero}/work`)).json();
      expect(work.documentos).toHaveLength(1);
    });
  });
}
