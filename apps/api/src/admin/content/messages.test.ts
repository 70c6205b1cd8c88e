import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-app';
import { adminSessions, type Login } from '../../testing/admin-session';
import { auditLog, outbox } from '../../db/schema';
import { contactMessages } from '../../site/schema';

const ARTICLE = { titulo: 'Tasas de 2027', resumen: 'Qué cambia.', publicada: true };

for (const database of await testDatabases()) {
  describe(`contact messages and Markdown news on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, publicUrl: 'https://tienda.example.es' });
    const sessions = adminSessions(context);
    let staff: Login;
    beforeAll(async () => {
      staff = await sessions.signIn('gestor@example.es', 'staff');
    });

    it('answers a message by mail, keeps the answer with it, marks it handled, filters by state, audits both', async () => {
      const [message] = await context.services.db
        .insert(contactMessages)
        .values({ nombre: 'Marta', email: 'marta@example.es', mensaje: '¿Cuánto cuesta una marca?', acceptedPrivacyAt: new Date() })
        .returning();
      const [other] = await context.services.db
        .insert(contactMessages)
        .values({ nombre: 'Pau', email: 'pau@example.es', mensaje: 'Oferta de publicidad', acceptedPrivacyAt: new Date() })
        .returning();
      const list = async (query = '') => (await sessions.as(staff, 'GET', `/api/admin/messages${query}`)).json();
      expect((await list('?estado=new')).mensajes.map((row: { id: number }) => row.id)).toEqual([other!.id, message!.id]);

      const empty = await sessions.as(staff, 'POST', `/api/admin/messages/${message!.id}/reply`, { texto: ' ' });
      expect(empty.json().fields).toEqual({ texto: 'Escribe la respuesta.' });
      const answer = 'Hola, Marta:\nUna marca nacional cuesta desde 199,00 €.';
      expect((await sessions.as(staff, 'POST', `/api/admin/messages/${message!.id}/reply`, { texto: answer })).statusCode).toBe(200);
      const mails = (await context.services.db.select().from(outbox)).map(
        (row) => row.payload as { to: string; subject: string; text: string; replyTo?: string },
      );
      const sent = mails.find((mail) => mail.to === 'marta@example.es')!;
      expect(sent.subject).toMatch(/^Respuesta a tu mensaje a /);
      expect(sent.text).toContain('Una marca nacional cuesta desde 199,00 €.');
      expect(sent.text).toContain('¿Cuánto cuesta una marca?');
      expect(sent.replyTo).toBeTruthy();

      const handled = (await list('?estado=handled')).mensajes;
      expect(handled).toEqual([
        expect.objectContaining({
          id: message!.id,
          estado: 'handled',
          atendidoPor: 'gestor@example.es',
          respuestas: [expect.objectContaining({ autor: 'gestor@example.es', texto: answer })],
        }),
      ]);
      expect(await list()).toMatchObject({ nuevos: 1, atendidos: 1 });
      // Handled without an answer, then back to new.
      expect((await sessions.as(staff, 'POST', `/api/admin/messages/${other!.id}/state`, { estado: 'handled' })).statusCode).toBe(200);
      expect((await sessions.as(staff, 'POST', `/api/admin/messages/${other!.id}/state`, { estado: 'new' })).statusCode).toBe(200);
      expect((await sessions.as(staff, 'POST', '/api/admin/messages/999999/state', { estado: 'new' })).statusCode).toBe(404);
      const audit = await context.services.db.select().from(auditLog).where(eq(auditLog.entity, 'message'));
      expect(audit.map((row) => [row.action, row.entityId, row.after])).toEqual([
        ['message.reply', String(message!.id), { atencion: 'handled', respuesta: answer }],
        ['message.state', String(other!.id), { atencion: 'handled' }],
        ['message.state', String(other!.id), { atencion: 'new' }],
      ]);
      const readable = (await sessions.as(await sessions.signIn('jefa@example.es', 'admin'), 'GET', '/api/admin/audit?accesos=no')).json();
      expect(readable.find((row: { accion: string }) => row.accion === 'message.reply')).toMatchObject({
        objetoTexto: `Mensaje ${message!.id}`,
        antesTexto: 'Nuevo',
        despuesTexto: `Atendido · Respuesta: ${answer}`,
      });
    });

    it('turns Markdown into paragraphs, links, lists and pictures; the public page shows them; HTML articles stay HTML', async () => {
      const text = [
        'Primer párrafo.',
        '',
        'Segundo párrafo con un [enlace](https://www.oepm.es).',
        '',
        'Tercer párrafo.',
        '',
        '- uno',
        '- dos',
        '',
        '![Oficina](/media/noticias/0b5e1b8c-4b8e-4c8e-9c8e-0b5e1b8c4b8e.png)',
        '',
        '<script>alert(1)</script>',
      ].join('\n');
      const preview = (await sessions.as(staff, 'POST', '/api/admin/news/preview', { contenido: text, formato: 'markdown' })).json().html as string;
      expect(preview.match(/<p>/g)).toHaveLength(4);
      expect(preview).toContain('<a href="https://www.oepm.es/" rel="noopener noreferrer" target="_blank">enlace</a>');
      expect(preview).toContain('<li>uno</li>');
      expect(preview).toContain('<img src="/media/noticias/0b5e1b8c-4b8e-4c8e-9c8e-0b5e1b8c4b8e.png" alt="Oficina" loading="lazy" />');
      expect(preview).not.toContain('script');

      const saved = (await sessions.as(staff, 'POST', '/api/admin/news', { ...ARTICLE, contenido: text, formato: 'markdown' })).json();
      // Staff edit the Markdown they wrote; readers get its HTML.
      expect(saved).toMatchObject({ contenido: text, formato: 'markdown' });
      const page = (await context.app.inject({ method: 'GET', url: `/api/noticias/${saved.slug}` })).json();
      expect(page.data.contenido.match(/<p>/g)).toHaveLength(4);
      expect(page.data.contenido).toContain('href="https://www.oepm.es/"');

      // An article sent as HTML (no format, as before Markdown) stays HTML, to edit and to read.
      const html = '<p>Uno</p><p>Dos</p>';
      const old = (await sessions.as(staff, 'POST', '/api/admin/news', { ...ARTICLE, titulo: 'Antigua', contenido: html })).json();
      expect(old).toMatchObject({ contenido: html, formato: 'html' });
      expect((await context.app.inject({ method: 'GET', url: `/api/noticias/${old.slug}` })).json().data.contenido).toBe(html);
    });
  });
}
