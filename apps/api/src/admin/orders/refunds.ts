import { and, desc, eq, sql } from 'drizzle-orm';
import { formatEur } from '@shop/money';
import { orderLinks } from '@shop/settings/routes';
import type { Db } from '../../db/client';
import { invoices, orderEvents, orders, paymentAttempts } from '../../db/schema';
import { orderRefunds, type RefundGatewayState } from '../../db/refunds-schema';
import type { Services } from '../../services';
import { Refusal } from '../../services/refusal';
import { ORDER_STATUS, PAID_STATES, STATUS_TEXT, type OrderRow } from '../../services/orders';
import { ATTEMPT } from '../../services/payments';
import { writeAudit, type Actor } from '../audit/log';
import { refundMail } from './client-mails';
import { ORDER_NOT_FOUND } from './store';

/** What the screen tells staff about the gateway's part of a refund. */
export const GATEWAY_TEXT: Record<RefundGatewayState, string> = {
  pendiente: 'Pedida al banco, sin respuesta todavía.',
  hecho: 'Devuelta por Redsys a la tarjeta del cliente.',
  rechazado: 'Redsys no la ha aceptado: hazla en el portal del banco.',
  sin_respuesta: 'Redsys no ha respondido: comprueba en el portal del banco si está hecha y, si no, hazla allí.',
  manual: 'Sin pasarela que la haga: hazla en el portal del banco.',
};

const NOT_PAID = 'Solo se reembolsan pedidos pagados.';
const NOTHING_LEFT = 'Ya se ha devuelto todo lo pagado en este pedido.';

/**
 * Refunds (ADR 012): up to what was paid less earlier refunds, each with a corrective invoice for
 * its amount (RD 1619/2012 art. 15, 'por diferencias'), audited and mailed in one transaction;
 * then, with Redsys, the gateway is asked to return the money (REST, transaction type 3) and its
 * answer recorded. A full refund leaves the order 'Reembolsado'.
 */
export function createRefunds(services: Services) {
  const db = services.db;

  const byNumero = async (numero: string, executor: Pick<Db, 'select'> = db) => {
    const [row] = await executor.select().from(orders).where(eq(orders.numero, numero)).limit(1);
    if (!row) throw new Refusal(404, ORDER_NOT_FOUND);
    return row;
  };

  /** What was paid: the gateway's paid attempts; an order paid before attempts were kept, its total. */
  async function paidOf(order: OrderRow, executor: Pick<Db, 'select'>) {
    const attempts = await executor
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, ATTEMPT.paid)))
      .orderBy(desc(paymentAttempts.id));
    const [refunded] = await executor
      .select({ cents: sql<string>`coalesce(sum(${orderRefunds.cents}), 0)` })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id));
    const paid = attempts.length > 0 ? attempts.reduce((sum, attempt) => sum + attempt.amountCents, 0) : order.totalCents;
    return { paid, refunded: Number(refunded?.cents ?? 0), attempt: attempts[0] };
  }

  const refundable = (order: OrderRow) => PAID_STATES.includes(order.status) || order.status === ORDER_STATUS.refunded;

  /** Asks the gateway for the refund, after it is recorded: a refusal or silence leaves it to the bank's portal. */
  async function askGateway(refundId: number, gatewayOrder: string, cents: number, numero: string, actor: Actor) {
    const answer = await services.provider.refund!({ gatewayOrder, amountCents: cents });
    await db.transaction(async (tx) => {
      await tx
        .update(orderRefunds)
        .set({ gatewayStatus: answer.outcome, gatewayCode: answer.code, answeredAt: new Date() })
        .where(eq(orderRefunds.id, refundId));
      await writeAudit(tx, actor, 'order.refund.gateway', 'order', numero, null, {
        pasarela: answer.outcome,
        codigo: answer.code,
        ...(answer.outcome === 'sin_respuesta' ? { detalle: answer.detail } : {}),
      });
    });
    return answer.outcome;
  }

  return {
    /** The order screen's refund card: what may still be given back, and what was. */
    async summary(numero: string) {
      const order = await byNumero(numero);
      const { paid, refunded } = await paidOf(order, db);
      const rows = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).orderBy(orderRefunds.id);
      return {
        reembolsable: refundable(order),
        pagadoCentimos: paid,
        reembolsadoCentimos: refunded,
        disponibleCentimos: refundable(order) ? Math.max(0, paid - refunded) : 0,
        pasarela: services.provider.refund ? services.provider.id : null,
        reembolsos: rows.map((row) => ({
          id: row.id,
          importe: formatEur(row.cents),
          centimos: row.cents,
          motivo: row.reason,
          factura: row.invoiceNumero,
          pasarela: row.gatewayStatus,
          pasarelaTexto: GATEWAY_TEXT[row.gatewayStatus],
          codigo: row.gatewayCode,
          autor: row.staffEmail,
          fecha: row.createdAt.toISOString(),
        })),
      };
    },

    async refund(numero: string, cents: number, reason: string, actor: Actor) {
      const motivo = reason.trim();
      const recorded = await db.transaction(async (tx) => {
        // The order first, as payments and every staff change lock it: two refunds never both fit.
        const [order] = await tx.select().from(orders).where(eq(orders.numero, numero)).for('update');
        if (!order) throw new Refusal(404, ORDER_NOT_FOUND);
        if (!refundable(order)) throw new Refusal(409, NOT_PAID);
        const { paid, refunded, attempt } = await paidOf(order, tx);
        const left = paid - refunded;
        if (left <= 0) throw new Refusal(409, NOTHING_LEFT);
        if (!Number.isSafeInteger(cents) || cents <= 0 || cents > left) {
          const message = `El importe debe estar entre 0,01 € y ${formatEur(left)} (lo pagado menos lo ya devuelto).`;
          throw new Refusal(400, message, { centimos: message });
        }
        const [invoice] = await tx
          .select({ numero: invoices.numero })
          .from(invoices)
          .where(and(eq(invoices.orderId, order.id), sql`${invoices.tipo} IN ('F1', 'F2')`));
        // Orders paid before invoices existed have none to correct: the refund is recorded all the same.
        const corrective = invoice ? await services.invoices.issueCorrectiveIn(tx, order, { amountCents: cents, reason: motivo, actor }) : undefined;
        const viaGateway = Boolean(services.provider.refund && attempt && attempt.provider === services.provider.id);
        const [row] = await tx
          .insert(orderRefunds)
          .values({
            orderId: order.id,
            cents,
            reason: motivo,
            invoiceNumero: corrective?.numero ?? null,
            gatewayStatus: viaGateway ? 'pendiente' : 'manual',
            staffEmail: actor.email,
          })
          .returning({ id: orderRefunds.id });
        const full = cents === left;
        if (full) {
          await tx.update(orders).set({ status: ORDER_STATUS.refunded, updatedAt: new Date() }).where(eq(orders.id, order.id));
          await tx.insert(orderEvents).values({ orderId: order.id, status: ORDER_STATUS.refunded, note: `Te hemos devuelto ${formatEur(paid)}.` });
        }
        const email = (order.envelope as { email?: unknown }).email;
        if (typeof email === 'string' && email) {
          const notice = await refundMail({
            email,
            numero: order.numero,
            producto: order.producto,
            amount: formatEur(cents),
            factura: corrective?.numero ?? null,
            orderUrl: orderLinks(services.publicUrl).page(order.referencia),
          });
          await services.outbox.queueMail({ ...notice, attachments: corrective ? [corrective.attachment] : undefined }, tx);
        }
        await writeAudit(
          tx,
          actor,
          'order.refund',
          'order',
          order.numero,
          { estado: order.status, reembolsado: refunded },
          {
            estado: full ? ORDER_STATUS.refunded : order.status,
            centimos: cents,
            motivo,
            factura: corrective?.numero ?? null,
            avisado: typeof email === 'string' && email !== '',
          },
        );
        return { id: row!.id, factura: corrective?.numero ?? null, gatewayOrder: viaGateway ? attempt!.providerOrder : undefined, full };
      });
      const pasarela: RefundGatewayState = recorded.gatewayOrder ? await askGateway(recorded.id, recorded.gatewayOrder, cents, numero, actor) : 'manual';
      return {
        factura: recorded.factura,
        estado: recorded.full ? ORDER_STATUS.refunded : undefined,
        estadoTexto: recorded.full ? STATUS_TEXT[ORDER_STATUS.refunded] : undefined,
        pasarela,
        pasarelaTexto: GATEWAY_TEXT[pasarela],
      };
    },
  };
}
