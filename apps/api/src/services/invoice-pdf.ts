import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatEur } from '@shop/money';
import { CORRECTIVE_TEXT, QR_LEGEND, VERIFACTU_MARK, type InvoiceLine, type TipoRectificativa } from '@shop/invoicing';

/** What an invoice's PDF shows, all of it from the stored invoice: the PDF can be made again at any time. */
export interface PrintableInvoice {
  numero: string;
  tipo: string;
  fechaExpedicion: string;
  issuedAt: Date;
  issuer: { legalName: string; taxId: string; address: string; email: string };
  client:
    | { nombre: string; nif: string; direccion: string; codigoPostal: string; ciudad: string; provincia: string; pais: string; codigoPais?: string }
    | { nombre: string }
    | null;
  lines: InvoiceLine[];
  suplidosCents: number;
  baseCents: number;
  vatCents: number;
  totalCents: number;
  vatRatePercent: number;
  /** For a corrective invoice: the one it corrects, and why. */
  corrects?: { numero: string; fechaExpedicion: string; reason: string } | undefined;
  pedido: string;
  qrUrl: string;
}

const TITLES: Record<string, string> = { F1: 'Factura', F2: 'Factura simplificada' };
const MM = 72 / 25.4;
const GREY = '#475569';

/**
 * The invoice as a PDF (A4), with what RD 1619/2012 art. 6 asks of a complete invoice (art. 7 of
 * a simplified one): series and number, date, issuer's and client's name, tax number and address,
 * each line's price before tax, the base, the rate and the VAT, the suplidos apart (LIVA art.
 * 78.Tres.3) and the total; and, first on the page, the VERI*FACTU QR (35 mm, error correction M)
 * with its phrase, as Orden HAC/1177/2024 and AEAT's QR specification ask.
 */
export async function renderInvoicePdf(invoice: PrintableInvoice): Promise<Buffer> {
  const qr = await QRCode.toBuffer(invoice.qrUrl, { errorCorrectionLevel: 'M', margin: 2, scale: 8 });
  const title = TITLES[invoice.tipo] ?? `Factura rectificativa (${invoice.tipo})`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    // Dated by the invoice, not by when it was drawn: a PDF made again reads the same.
    info: { Title: `${title} ${invoice.numero}`, Author: invoice.issuer.legalName, CreationDate: invoice.issuedAt, ModDate: invoice.issuedAt },
    lang: 'es-ES',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = doc.page.width - 50;
  const qrSize = 35 * MM;
  doc.image(qr, left, 50, { width: qrSize, height: qrSize });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(VERIFACTU_MARK, left, 50 + qrSize + 4, { width: 180 });
  doc.font('Helvetica').fontSize(8).fillColor(GREY).text(QR_LEGEND, left, doc.y, { width: 180 }).fillColor('black');
  const legendEnd = doc.y;

  const headX = left + 200;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(title, headX, 50, { width: right - headX, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  doc.text(`Número: ${invoice.numero}`, headX, doc.y + 4, { width: right - headX, align: 'right' });
  doc.text(`Fecha de expedición: ${invoice.fechaExpedicion.replace(/-/g, '/')}`, { width: right - headX, align: 'right' });
  doc.text(`Pedido: ${invoice.pedido}`, { width: right - headX, align: 'right' });

  let y = Math.max(doc.y, legendEnd) + 20;
  const column = (right - left - 20) / 2;
  doc.font('Helvetica-Bold').fontSize(10).text('Emisor', left, y);
  doc.font('Helvetica').text(invoice.issuer.legalName).text(`NIF: ${invoice.issuer.taxId}`).text(invoice.issuer.address).text(invoice.issuer.email);
  const issuerEnd = doc.y;
  doc.font('Helvetica-Bold').text('Cliente', left + column + 20, y, { width: column });
  doc.font('Helvetica');
  if (!invoice.client) doc.text('Factura simplificada: sin datos del destinatario.', { width: column });
  else {
    doc.text(invoice.client.nombre, { width: column });
    if ('nif' in invoice.client) {
      const client = invoice.client;
      doc.text(`NIF: ${client.nif}`, { width: column }).text(client.direccion, { width: column });
      doc.text([client.codigoPostal, client.ciudad, client.provincia, client.codigoPais === 'ES' ? '' : client.pais].filter(Boolean).join(', '), {
        width: column,
      });
    }
  }
  y = Math.max(issuerEnd, doc.y) + 20;

  if (invoice.corrects) {
    const why = CORRECTIVE_TEXT[invoice.tipo as TipoRectificativa] ?? '';
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(
        `Rectifica la factura ${invoice.corrects.numero} de ${invoice.corrects.fechaExpedicion.replace(/-/g, '/')} (${why}). Motivo: ${invoice.corrects.reason}`,
        left,
        y,
        {
          width: right - left,
        },
      );
    y = doc.y + 14;
  }

  // Each line's price before tax (art. 6.1.f), its suplidos and VAT apart.
  const cols = [
    { label: 'Concepto', x: left, width: 185, align: 'left' as const },
    { label: 'Tasas oficiales (suplidos)', x: left + 190, width: 80, align: 'right' as const },
    { label: 'Base imponible', x: left + 275, width: 70, align: 'right' as const },
    { label: `IVA ${invoice.vatRatePercent} %`, x: left + 350, width: 60, align: 'right' as const },
    { label: 'Importe', x: left + 415, width: right - left - 415, align: 'right' as const },
  ];
  doc.font('Helvetica-Bold').fontSize(9);
  let headerBottom = y;
  for (const col of cols) {
    doc.text(col.label, col.x, y, { width: col.width, align: col.align });
    headerBottom = Math.max(headerBottom, doc.y);
  }
  y = headerBottom + 4;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#94a3b8').stroke();
  doc.font('Helvetica').fontSize(9);
  for (const line of invoice.lines) {
    y += 6;
    const cells = [line.concepto, formatEur(line.suplidosCents), formatEur(line.baseCents), formatEur(line.ivaCents), formatEur(line.importeCents)];
    let bottom = y;
    cells.forEach((cell, index) => {
      const col = cols[index]!;
      doc.text(cell, col.x, y, { width: col.width, align: col.align });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom;
  }
  y += 8;
  doc.moveTo(left, y).lineTo(right, y).stroke();

  const totals: [string, number][] = [
    ['Base imponible', invoice.baseCents],
    [`IVA (${invoice.vatRatePercent} %)`, invoice.vatCents],
    ['Tasas oficiales (suplidos)', invoice.suplidosCents],
  ];
  y += 10;
  doc.fontSize(10);
  for (const [label, cents] of totals) {
    doc
      .font('Helvetica')
      .text(label, left + 250, y, { width: 150 })
      .text(formatEur(cents), left + 400, y, { width: right - left - 400, align: 'right' });
    y = doc.y + 3;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('Total', left + 250, y + 4, { width: 150 });
  doc.text(formatEur(invoice.totalCents), left + 400, y + 4, { width: right - left - 400, align: 'right' });

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(
      'Tasas oficiales (suplidos): importes pagados a la oficina correspondiente en nombre y por cuenta del cliente; no forman parte de la base imponible (art. 78.Tres.3 de la Ley 37/1992 del IVA).',
      left,
      doc.y + 30,
      { width: right - left },
    );
  doc.end();
  return done;
}
