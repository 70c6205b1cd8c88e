import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactReplies } from '../../db/schema';
import { contactMessages } from '../../site/schema';
import { Refusal } from '../../services/order-intake';
import { writeAudit } from '../audit/log';
import { contactAnswerMail } from '../orders/work-mails';
import * as schemas from './schemas';
import type { RouteKit } from '../route-kit';

const MESSAGE_NOT_FOUND = 'No existe ese mensaje.';
/** The newest messages the screen lists; older ones stay in the CSV. */
const LIST_LIMIT = 500;

/**
 * Contact messages for staff (ADR 012): new until handled, answered from here by mail (through
 * the outbox, in the transaction that keeps the answer with the message), filtered by state.
 */
export async function adminMessageRoutes(instance: FastifyInstance, { access, actorOf }: RouteKit) {
  const admin = instance.withTypeProvider<ZodTypeProvider>();
  const db = admin.db;
  const find = async (id: number) => (await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1))[0];

  admin.get('/api/admin/messages', { config: access('staff'), schema: schemas.messages }, async (request) => {
    const { estado } = request.query;
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(contactMessages)
        .where(estado ? eq(contactMessages.status, estado) : undefined)
        .orderBy(desc(contactMessages.id))
        .limit(LIST_LIMIT),
      db
        .select({ status: contactMessages.status, total: sql<number>`count(*)::int` })
        .from(contactMessages)
        .groupBy(contactMessages.status),
    ]);
    const replies =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(contactReplies)
            .where(
              inArray(
                contactReplies.messageId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(contactReplies.id);
    const count = (status: string) => Number(totals.find((row) => row.status === status)?.total ?? 0);
    return {
      nuevos: count('new'),
      atendidos: count('handled'),
      mensajes: rows.map((row) => ({
        id: row.id,
        fecha: row.createdAt.toISOString(),
        nombre: row.nombre,
        email: row.email,
        mensaje: row.mensaje,
        estado: row.status,
        atendidoPor: row.handledBy,
        atendidoEl: row.handledAt?.toISOString() ?? null,
        respuestas: replies
          .filter((reply) => reply.messageId === row.id)
          .map((reply) => ({ autor: reply.staffEmail, texto: reply.text, fecha: reply.createdAt.toISOString() })),
      })),
    };
  });

  /** An answer: mailed to the sender, kept with the message, which it marks handled. */
  admin.post('/api/admin/messages/:id/reply', { config: access('staff'), schema: schemas.answerMessage }, async (request) => {
    const actor = actorOf(request);
    const message = await find(request.params.id);
    if (!message) throw new Refusal(404, MESSAGE_NOT_FOUND);
    const text = request.body.texto;
    const mail = await contactAnswerMail({ email: message.email, nombre: message.nombre, mensaje: message.mensaje, respuesta: text });
    await db.transaction(async (tx) => {
      await tx.insert(contactReplies).values({ messageId: message.id, staffEmail: actor.email, text });
      await tx.update(contactMessages).set({ status: 'handled', handledAt: new Date(), handledBy: actor.email }).where(eq(contactMessages.id, message.id));
      await admin.outbox.queueMail(mail, tx);
      await writeAudit(
        tx as unknown as Db,
        actor,
        'message.reply',
        'message',
        String(message.id),
        { atencion: message.status },
        { atencion: 'handled', respuesta: text },
      );
    });
    return { ok: true };
  });

  /** Handled without an answer (a call, a spam), or back to new. */
  admin.post('/api/admin/messages/:id/state', { config: access('staff'), schema: schemas.messageState }, async (request) => {
    const actor = actorOf(request);
    const { estado } = request.body;
    const changed = await db.transaction(async (tx) => {
      const [before] = await tx.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, request.params.id));
      if (!before) return false;
      const handled = estado === 'handled';
      await tx
        .update(contactMessages)
        .set({ status: estado, handledAt: handled ? new Date() : null, handledBy: handled ? actor.email : null })
        .where(eq(contactMessages.id, request.params.id));
      await writeAudit(tx as unknown as Db, actor, 'message.state', 'message', String(request.params.id), { atencion: before.status }, { atencion: estado });
      return true;
    });
    if (!changed) throw new Refusal(404, MESSAGE_NOT_FOUND);
    return { ok: true };
  });
}
