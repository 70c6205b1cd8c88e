import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { huellaRegistroAlta, issuerYear, qrFieldsOf } from '@shop/invoicing';
import { invoices, orders, verifactuRecords } from '../db/schema';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { billing, cheapOrder, NO_BILLING, notifyPaid, openPayment, payOrder, staffSession } from '../testing/paid-orders';
import { nationalOrder } from '../testing/orders';
import { readPdf } from '../testing/pdf';

const year = issuerYear(new Date());
const F = (n: number) => `F${year}-${String(n).padStart(6, '0')}`;

interface RecordJson {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoFactura: string;
  CuotaTotal: string;
  ImporteTotal: string;
  Huella: string;
  HuellaAnterior: string;
  FechaHoraHusoGenRegistro: string;
  qr: string;
}

/** DECISIONS §12 through the API: a payment issues the invoice, its record, its PDF and the receipt's attachment. */
for (const database of await testDatabases()) {
  describe(`invoices on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, publicUrl: 'https://tienda.example.es' });
    const record = async (numero: string, as: Awaited<ReturnType<typeof staffSession>>) => {
      const response = await as('GET', `/api/admin/invoices/${numero}/record`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as RecordJson;
    };
    const recompute = (json: RecordJson) => huellaRegistroAlta({ ...json });

    it('issues a simplified invoice with the payment: number, first record, order page, PDF with its QR, receipt with the PDF', async () => {
      const { referencia } = await openPayment(context, cheapOrder, NO_BILLING);
      const before = (await context.app.inject({ method: 'GET', url: `/api/pedido/${referencia}` })).json();
      expect(before.factura).toBeNull();
      expect((await context.app.inject({ method: 'GET', url: `/api/pedido/${referencia}/factura` })).statusCode).toBe(404);

      const paid = await payOrder(context, cheapOrder, NO_BILLING);
      const page = (await context.app.inject({ method: 'GET', url: `/api/pedido/${paid.referencia}` })).json();
      expect(page.factura).toEqual({ numero: F(1), url: `/api/pedido/${paid.referencia}/factura` });

      const pdf = await context.app.inject({ method: 'GET', url: page.factura.url });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('no-store');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const { text, qr } = await readPdf(pdf.rawPayload);
      expect(text).toContain('Factura simplificada');
      expect(text).toContain(F(1));
      expect(text).toContain('Factura verificable en la sede electrónica de la');
      expect(text).toContain('VERI*FACTU');
      expect(text).toContain('Tasas oficiales (suplidos)');
      const fields = qrFieldsOf(qr!);
      expect(fields).toMatchObject({ base: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR', numserie: F(1) });
      expect(fields.importe).toBe((paid.amountCents / 100).toFixed(2));

      const [stored] = await context.services.db
        .select()
        .from(invoices)
        .where(eq(invoices.numero, F(1)));
      expect(stored).toMatchObject({ tipo: 'F2', client: null, totalCents: paid.amountCents });
      expect(stored!.suplidosCents + stored!.baseCents + stored!.vatCents).toBe(stored!.totalCents);

      const receipt = (await context.services.outbox.pending())
        .map((mail) => mail.payload as { to: string; subject: string; attachments?: { filename: string; ref: string }[] })
        .find((mail) => mail.subject.startsWith(`Recibo de tu pedido ${paid.numero}`));
      expect(receipt?.attachments).toEqual([{ filename: `factura-${F(1)}.pdf`, contentType: 'application/pdf', ref: `invoice:${F(1)}` }]);
      // The relay reads the PDF when the mail goes: the .eml written without SMTP carries it.
      await context.services.mailRelay.runOnce();
      const { readdir, readFile } = await import('node:fs/promises');
      const mailDir = `${context.services.dataDir}/mail`;
      const emls = await Promise.all((await readdir(mailDir)).map((name) => readFile(`${mailDir}/${name}`, 'utf8')));
      const sent = emls.find((eml) => eml.includes(`factura-${F(1)}.pdf`));
      expect(sent).toContain('Content-Type: application/pdf');
    });

    it('lets the client download the invoice from Mis pedidos too', async () => {
      const post = (url: string, payload: object) => context.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
      expect((await post('/api/mis-pedidos/enlace', { email: cheapOrder.email })).statusCode).toBe(200);
      const link = (await context.services.outbox.pending())
        .map((mail) => mail.payload as { to: string; subject: string; text: string })
        .filter((mail) => mail.to === cheapOrder.email && mail.subject.startsWith('Tu enlace'))
        .at(-1);
      const acceso = new URL(/https:\/\/\S+\/mis-pedidos\?acceso=[\w-]+/.exec(link!.text)![0]).searchParams.get('acceso');
      const opened = await post('/api/mis-pedidos/sesion', { acceso: acceso! });
      const cookie = opened.cookies.find((item) => item.name === 'mis_pedidos')!;
      const mine = await context.app.inject({ method: 'GET', url: '/api/mis-pedidos', headers: { cookie: `mis_pedidos=${cookie.value}` } });
      const paid = (mine.json() as { pedidos: { factura: { numero: string; url: string } | null; referencia: string }[] }).pedidos.find(
        (pedido) => pedido.factura,
      );
      expect(paid?.factura).toEqual({ numero: F(1), url: `/api/pedido/${paid!.referencia}/factura` });
      expect((await context.app.inject({ method: 'GET', url: paid!.factura!.url })).statusCode).toBe(200);
    });

    it('issues a complete invoice to a client with billing details, chained to the previous record; a replay issues nothing', async () => {
      const payment = await openPayment(context, cheapOrder, { facturacion: billing });
      expect((await notifyPaid(context, payment)).statusCode).toBe(200);
      expect((await notifyPaid(context, payment)).json()).toMatchObject({ repetida: true });
      const rows = await context.services.db.select().from(invoices);
      expect(rows.map((row) => row.numero).sort()).toEqual([F(1), F(2)]);
      const second = rows.find((row) => row.numero === F(2))!;
      expect(second).toMatchObject({ tipo: 'F1', client: { ...billing, codigoPais: 'ES' } });
      const [secondRecord] = await context.services.db
        .select()
        .from(verifactuRecords)
        .where(eq(verifactuRecords.numSerie, F(2)));
      expect(secondRecord!.xml).toContain('<sum1:NIF>B98765432</sum1:NIF>');

      const as = await staffSession(context, 'contable@example.es', 'staff');
      const first = await record(F(1), as);
      const next = await record(F(2), as);
      expect(first.HuellaAnterior).toBe('');
      expect(next.HuellaAnterior).toBe(first.Huella);
      for (const json of [first, next]) expect(recompute(json)).toBe(json.Huella);
      expect(next).toMatchObject({ TipoFactura: 'F1', NumSerieFactura: F(2), IDEmisorFactura: 'B00000000' });
      expect(next.FechaExpedicionFactura).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(next.FechaHoraHusoGenRegistro).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect(qrFieldsOf(next.qr)).toMatchObject({ nif: 'B00000000', numserie: F(2), fecha: next.FechaExpedicionFactura, importe: next.ImporteTotal });
    });

    it('gives an order over 400 € without billing details a complete invoice without identified recipient', async () => {
      // The payment page asks such an order for its billing details now: one stored before the form
      // existed, paid through a page opened then, has none.
      const payment = await openPayment(context, nationalOrder);
      const [stored] = await context.services.db.select().from(orders).where(eq(orders.referencia, payment.referencia));
      await context.services.db
        .update(orders)
        .set({ envelope: { ...(stored!.envelope as object), ...NO_BILLING } })
        .where(eq(orders.id, stored!.id));
      expect((await notifyPaid(context, payment)).statusCode).toBe(200);
      const [row] = await context.services.db
        .select()
        .from(invoices)
        .where(eq(invoices.numero, F(3)));
      expect(row).toMatchObject({ tipo: 'F1', totalCents: 71_900, client: { nombre: 'Lucía Martínez Soler' } });
      const [registro] = await context.services.db
        .select()
        .from(verifactuRecords)
        .where(eq(verifactuRecords.numSerie, F(3)));
      expect(registro!.xml).toContain('<sum1:FacturaSinIdentifDestinatarioArt61d>S</sum1:FacturaSinIdentifDestinatarioArt61d>');
    });

    it('corrects an invoice only with a corrective one in its own series, its own record, audited; never by editing', async () => {
      const as = await staffSession(context, 'jefa@example.es', 'admin');
      const staffOnly = await staffSession(context, 'gestor@example.es', 'staff');
      const refund = { tipo: 'R5', centimos: 5_000, motivo: 'Devolución parcial' };
      expect((await staffOnly('POST', `/api/admin/invoices/${F(1)}/rectificativa`, refund)).statusCode).toBe(403);
      expect((await as('POST', `/api/admin/invoices/${F(1)}/rectificativa`, { ...refund, tipo: 'R1' })).json().message).toBe(
        'Una factura simplificada se rectifica con el tipo R5.',
      );
      expect((await as('POST', `/api/admin/invoices/${F(1)}/rectificativa`, { ...refund, centimos: 99_999_999 })).statusCode).toBe(400);
      const issued = await as('POST', `/api/admin/invoices/${F(1)}/rectificativa`, refund);
      expect(issued.json()).toEqual({ ok: true, numero: `R${year}-000001` });
      const corrective = await record(`R${year}-000001`, as);
      expect(corrective).toMatchObject({ TipoFactura: 'R5', ImporteTotal: '-50.00' });
      expect(corrective.HuellaAnterior).toBe((await record(F(3), as)).Huella);
      expect((await as('GET', '/api/admin/audit')).json()[0]).toMatchObject({ accion: 'invoice.corrective' });
      // The database itself refuses to change an invoice or a record.
      await expect(
        context.services.db
          .update(invoices)
          .set({ totalCents: 1 })
          .where(eq(invoices.numero, F(1))),
      ).rejects.toThrow();
      await expect(context.services.db.delete(verifactuRecords)).rejects.toThrow();

      const chain = await as('POST', '/api/admin/invoices/verify-chain');
      expect(chain.json()).toEqual({ ok: true, registros: 4, rotura: null });
    });

    it('lists the period with totals by VAT rate and suplidos, and exports CSV and the records as XML', async () => {
      const as = await staffSession(context, 'asesor@example.es', 'staff');
      const today = new Date().toISOString().slice(0, 10);
      const list = await as('GET', `/api/admin/invoices?desde=2020-01-01&hasta=2099-12-31`);
      expect(list.statusCode, list.body).toBe(200);
      const body = list.json();
      expect(body.facturas.map((row: { numero: string }) => row.numero)).toEqual([F(1), F(2), F(3), `R${year}-000001`]);
      const sum = (key: string) => body.facturas.reduce((total: number, row: Record<string, number>) => total + row[key]!, 0);
      expect(body.totales).toMatchObject({ facturas: 4, suplidosCentimos: sum('suplidosCentimos'), totalCentimos: sum('totalCentimos') });
      expect(body.totales.porTipoIva).toEqual([{ tipoIva: 21, baseCentimos: sum('baseCentimos'), ivaCentimos: sum('ivaCentimos') }]);
      expect(body.verifactu).toMatchObject({ certificado: false, pendientes: 4 });
      expect(body.verifactu.aviso).toContain('No hay certificado');
      expect((await as('GET', '/api/admin/invoices?desde=2001-01-01&hasta=2001-01-31')).json().facturas).toEqual([]);
      expect((await as('GET', '/api/admin/invoices?desde=2026-13-45')).statusCode).toBe(400);

      const csv = await as('GET', `/api/admin/invoices.csv?desde=${today}&hasta=${today}`);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body).toContain('Número;Tipo;Fecha de expedición');
      expect(csv.body).toContain(`R${year}-000001;R5;`);
      expect(csv.body).toContain(`;Horchatería Clara, S.L.;B98765432;`);
      const xml = await as('GET', `/api/admin/invoices.xml?desde=${today}&hasta=${today}`);
      expect(xml.headers['content-type']).toContain('application/xml');
      expect(xml.body.match(/<sum:RegistroFactura>/g)).toHaveLength(4);
      expect((await as('GET', `/api/admin/invoices/${F(9)}/record`)).statusCode).toBe(404);
      expect((await context.app.inject({ method: 'GET', url: `/api/admin/invoices/${F(1)}/record` })).statusCode).toBe(401);
    });
  });
}
