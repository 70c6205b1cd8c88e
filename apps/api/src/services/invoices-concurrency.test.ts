import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { issuerYear } from '@shop/invoicing';
import { invoices, verifactuRecords } from '../db/schema';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { cheapOrder, NO_BILLING, notifyPaid, openPayment } from '../testing/paid-orders';
import { verifyStoredChains } from './invoice-queries';

const PAYMENTS = 20;

/**
 * DECISIONS §12 under load: payments confirmed at the same moment (on PostgreSQL, on as many
 * connections) get numbers 1..20 of the year's series, none skipped nor repeated, and one unbroken
 * chain of records in the order the invoices were issued.
 */
for (const database of await testDatabases()) {
  describe(`${PAYMENTS} payments at once on ${database.name}`, () => {
    const context = useTestApp({ ...database.options });

    it('number the invoices without gaps and chain their records one after another', async () => {
      const payments = [];
      for (let index = 0; index < PAYMENTS; index++) payments.push(await openPayment(context, cheapOrder, NO_BILLING));
      const answers = await Promise.all(payments.map((payment) => notifyPaid(context, payment)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(payments.map(() => 200));

      const year = issuerYear(new Date());
      const issued = await context.services.db.select().from(invoices).orderBy(asc(invoices.id));
      expect(issued.map((invoice) => invoice.numero).sort()).toEqual(payments.map((_, index) => `F${year}-${String(index + 1).padStart(6, '0')}`));
      // Every order got exactly one invoice.
      expect(new Set(issued.map((invoice) => invoice.orderId)).size).toBe(PAYMENTS);

      const records = await context.services.db.select().from(verifactuRecords).orderBy(asc(verifactuRecords.id));
      expect(records).toHaveLength(PAYMENTS);
      records.forEach((record, index) => {
        // Chained in issue order: the n-th record is invoice n's, and points at record n-1.
        expect(record.numSerie).toBe(`F${year}-${String(index + 1).padStart(6, '0')}`);
        expect(record.huellaAnterior).toBe(index === 0 ? '' : records[index - 1]!.huella);
        expect(record.previousId).toBe(index === 0 ? null : records[index - 1]!.id);
      });
      expect(await verifyStoredChains(context.services.db)).toEqual({ ok: true, count: PAYMENTS });
    });
  });
}
