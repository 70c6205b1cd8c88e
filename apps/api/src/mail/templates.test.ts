import { afterEach, describe, expect, it, vi } from 'vitest';

const renderFails = vi.hoisted(() => ({ now: false }));
vi.mock('@react-email/render', async (original) => {
  const real = await original<typeof import('@react-email/render')>();
  return {
    ...real,
    render: (...args: Parameters<typeof real.render>) => (renderFails.now ? Promise.reject(new Error('plantilla rota')) : real.render(...args)),
  };
});

const { quoteReceivedMail, receiptMail } = await import('./templates');
const { quoteAnsweredMail } = await import('../admin/orders/mails');

const request = {
  numero: 'P-1042',
  producto: 'Registro de Patente Internacional',
  email: 'ana@example.es',
  rows: [],
  orderUrl: 'https://shop.example.es/pedido/abc',
};

describe('mails whose template fails to render', () => {
  afterEach(() => {
    renderFails.now = false;
    vi.restoreAllMocks();
  });

  it('render as HTML with a plain-text twin normally', async () => {
    const mail = await quoteReceivedMail(request);
    expect(mail.html).toContain('P-1042');
    expect(mail.text).toContain('https://shop.example.es/pedido/abc');
  });

  it("keep staff's line breaks in the plain-text twin", async () => {
    const quote = await quoteAnsweredMail({
      ...request,
      cents: 150000,
      message: 'Incluye la tasa de la OMPI.\nPlazo estimado: 3 semanas.',
      payUrl: 'https://shop.example.es/g/pay?trans=abc',
      includes: 'IVA y tasas oficiales incluidos',
    });
    expect(quote.text).toMatch(/Incluye la tasa de la OMPI\.\s*\n\s*Plazo estimado: 3 semanas\./);
  });

  it('still go out, as plain text with what the visitor needs, and the failure is logged', async () => {
    renderFails.now = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const ack = await quoteReceivedMail(request);
    expect(ack).toMatchObject({ to: 'ana@example.es', subject: 'Hemos recibido tu solicitud P-1042: Registro de Patente Internacional' });
    expect(ack.html).toBeUndefined();
    expect(ack.text).toContain('https://shop.example.es/pedido/abc');

    const receipt = await receiptMail({
      ...request,
      applicant: 'Ana Pérez',
      phone: '+34 612345678',
      lines: [{ label: 'Registro de Patente Española', cents: 266200 }],
      totalCents: 266200,
      totalIncludes: 'IVA y tasas oficiales incluidos',
      afterPayment: 'Revisamos tu solicitud.',
      files: [],
      rows: [{ label: 'Título de la invención', value: 'Horchatera solar' }],
      adminUrl: 'https://shop.example.es/admin/pedidos/P-1042',
    });
    expect(receipt.text).toContain('2662,00 €');
    expect(receipt.text).toContain('Derecho de desistimiento');

    const quote = await quoteAnsweredMail({
      ...request,
      cents: 150000,
      message: '',
      payUrl: 'https://shop.example.es/g/pay?trans=abc',
      includes: 'IVA y tasas oficiales incluidos',
    });
    expect(quote.text).toContain('https://shop.example.es/g/pay?trans=abc');
    expect(quote.text).toContain('1500,00 €');
    expect(logged).toHaveBeenCalledTimes(3);
  });
});

describe('the receipt', () => {
  it("says what happens now as the order's flow says it: a logo is drawn, not filed", async () => {
    const { loadFlow } = await import('@shop/flows');
    const { afterPaymentOf } = await import('@shop/flow-kit');
    const logo = afterPaymentOf(await loadFlow('diseno-logos'));
    const mark = afterPaymentOf(await loadFlow('marca-nacional'));
    expect(mark).toContain('oficina competente');
    expect(logo).not.toContain('oficina');
    const receipt = await receiptMail({
      ...request,
      producto: 'Diseño de Logos',
      applicant: 'Ana Pérez',
      phone: '+34 612345678',
      lines: [{ label: 'Diseño de Logos', cents: 6000 }],
      totalCents: 6000,
      totalIncludes: 'IVA incluido',
      afterPayment: logo,
      files: [],
      rows: [],
      adminUrl: 'https://shop.example.es/admin/pedidos/P-1042',
    });
    expect(receipt.html).toContain(logo);
    expect(receipt.html).not.toContain('oficina competente');
  });
});

describe('the receipt’s total as the invoice reads it (DECISIONS §12)', () => {
  const paid = {
    ...request,
    producto: 'Marca Nacional',
    applicant: 'Ana Pérez',
    phone: '+34 612345678',
    totalIncludes: 'IVA y tasas oficiales incluidos',
    afterPayment: 'Revisamos tu solicitud.',
    files: [],
    rows: [],
    adminUrl: 'https://shop.example.es/admin/pedidos/P-1042',
  };

  it('shows the official fees, the professional fee with its base and VAT, and the same total', async () => {
    const receipt = await receiptMail({
      ...paid,
      lines: [
        { label: 'Plan Básico', cents: 19900, suplidosCents: 12788 },
        { label: '1 clase adicional', cents: 15000, suplidosCents: 8284 },
      ],
      totalCents: 34900,
    });
    const text = receipt.text.replace(/\s+/g, ' ');
    // 349,00 € of which 210,72 € OEPM fees; 138,28 € of fee with VAT = 114,28 € base + 24,00 € VAT.
    expect(text).toContain('Tasas oficiales (suplidos): 210,72 €');
    expect(text).toContain('Honorarios profesionales: 138,28 €');
    expect(text).toContain('Base imponible: 114,28 €');
    expect(text).toContain('IVA (21 %): 24,00 €');
    expect(text).toContain('Total (IVA y tasas oficiales incluidos): 349,00 €');
    expect(text.indexOf('Tasas oficiales (suplidos)')).toBeLessThan(text.indexOf('Total (IVA'));
  });

  it('shows no split for lines that do not say their official fees (an order stored before them)', async () => {
    const receipt = await receiptMail({ ...paid, lines: [{ label: 'Plan Básico', cents: 19900 }], totalCents: 19900 });
    expect(receipt.text).not.toContain('Base imponible');
    expect(receipt.text).toContain('199,00 €');
  });
});
