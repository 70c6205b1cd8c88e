/* @jsxRuntime automatic */
/* @jsxImportSource react */
import type { ReactNode } from 'react';
import { render, toPlainText } from '@react-email/render';
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { company } from '@shop/settings';
import { formatEur, splitRows } from '@shop/money';
import { formatFileSize } from '@shop/flow-kit/file-size';
import type { MailMessage } from './transport';
import { taxSplitOf } from '../services/order-lines';

/** The mails of DECISIONS §10, in Spanish, as HTML with a plain-text twin (react-email renders both). */

export interface ReceiptLine {
  label: string;
  cents: number;
  /** Of `cents`, the official fees passed through (DECISIONS §12); unset on orders stored before them. */
  suplidosCents?: number;
}

export interface ReceivedFile {
  name: string;
  sizeBytes: number;
  sha256: string;
}

const brand = '#1e3a8a';
export const styles = {
  body: { backgroundColor: '#f8fafc', fontFamily: '-apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif', color: '#0f172a' },
  container: { backgroundColor: '#ffffff', padding: '24px', maxWidth: '600px', borderRadius: '8px' },
  heading: { color: brand, fontSize: '22px' },
  small: { fontSize: '12px', color: '#475569' },
  row: { margin: '2px 0' },
  button: { backgroundColor: brand, color: '#ffffff', padding: '12px 20px', borderRadius: '6px', textDecoration: 'none', fontWeight: 'bold' },
};

/** Every mail's frame: preview text, title, body, and the company's details at the foot. */
export function Layout({ preview, title, children }: { preview: string; title: string; children: ReactNode }) {
  return (
    <Html lang="es">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Heading style={styles.heading}>{title}</Heading>
          {children}
          <Hr />
          <Text style={styles.small}>
            {company.name} · {company.address} · {company.phone} · {company.email}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * Renders a mail as HTML with its plain-text twin. A template that fails to render must not lose
 * the mail nor undo what caused it (a payment, a status change): the mail goes out as `plain`, the
 * few sentences and links that matter, and the failure is logged for whoever keeps the templates.
 */
export async function mail(to: string, subject: string, element: ReactNode, plain: string): Promise<MailMessage> {
  try {
    const html = await render(element);
    return { to, subject, html, text: toPlainText(html) };
  } catch (error) {
    console.error(`Plantilla de correo fallida («${subject}»); se envía en texto plano:`, error);
    return { to, subject, text: plain };
  }
}

/** A mail to the office about a visitor: replying to it writes to the visitor. */
export async function officeMail(visitorEmail: string, subject: string, element: ReactNode, plain: string): Promise<MailMessage> {
  const message = await mail(company.officeEmail, subject, element, plain);
  return visitorEmail ? { ...message, replyTo: visitorEmail } : message;
}

export interface PaidOrder {
  numero: string;
  producto: string;
  email: string;
  applicant: string;
  phone: string;
  lines: readonly ReceiptLine[];
  totalCents: number;
  /** What the total includes, as the order's flow says. */
  totalIncludes: string;
  /** What happens now, as the order's flow says (a logo is drawn, a mark filed). */
  afterPayment: string;
  files: readonly ReceivedFile[];
  /** The order's fields as its flow labels them (brand, classes, type...). */
  rows: readonly { label: string; value: string }[];
  /** Sent straight to the API, without the site's bot check (DECISIONS §7): the office is told, as for a quote request. */
  withoutBotCheck?: boolean;
  orderUrl: string;
  /** The order's screen in the back office, for the office's mail. */
  adminUrl: string;
  /** The invoice issued with the payment (DECISIONS §12), attached to the receipt as a PDF. */
  invoice?: { numero: string } | undefined;
}

/** An order's fields, one line each, as its flow labels them. */
function Rows({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <Section>
      {rows.map((row) => (
        <Text key={row.label} style={styles.row}>
          {row.label}: {row.value}
        </Text>
      ))}
    </Section>
  );
}

/**
 * The price lines, then the total as the invoice reads it (DECISIONS §12: official fees, the
 * professional fee's base and VAT) when the lines say their official fees, then the total.
 */
function Lines({ lines, totalCents, totalIncludes }: { lines: readonly ReceiptLine[]; totalCents: number; totalIncludes: string }) {
  const split = taxSplitOf(lines);
  return (
    <Section>
      {lines.map((line) => (
        <Text key={line.label} style={styles.row}>
          {line.label}: {formatEur(line.cents)}
        </Text>
      ))}
      {split &&
        splitRows(split)
          .filter((row) => !row.total)
          .map((row) => (
            <Text key={row.label} style={row.part ? { ...styles.row, ...styles.small, paddingLeft: '16px' } : styles.row}>
              {row.label}: {formatEur(row.cents)}
            </Text>
          ))}
      <Text style={{ ...styles.row, fontWeight: 'bold' }}>
        Total ({totalIncludes}): {formatEur(totalCents)}
      </Text>
    </Section>
  );
}

const WITHDRAWAL =
  `Derecho de desistimiento: dispones de 14 días naturales desde la contratación para desistir sin indicar el motivo, escribiéndonos a ${company.email}. ` +
  'Al haber solicitado expresamente que empecemos a prestar el servicio, perderás ese derecho una vez el servicio se haya prestado por completo.';

/** To the visitor once the order is paid: the receipt. */
export function receiptMail(order: PaidOrder): Promise<MailMessage> {
  return mail(
    order.email,
    `Recibo de tu pedido ${order.numero}: ${order.producto}`,
    <Layout preview={`Hemos recibido tu pago de ${formatEur(order.totalCents)}`} title="Hemos recibido tu pago">
      <Text>Gracias por confiar en {company.name}. Este es el recibo de tu pedido.</Text>
      <Text style={styles.row}>Pedido: {order.numero}</Text>
      <Text style={styles.row}>Servicio: {order.producto}</Text>
      <Lines lines={order.lines} totalCents={order.totalCents} totalIncludes={order.totalIncludes} />
      {order.invoice && <Text>Te adjuntamos la factura {order.invoice.numero} en PDF; también puedes descargarla desde la página de tu pedido.</Text>}
      {order.rows.length > 0 && (
        <>
          <Text style={{ fontWeight: 'bold' }}>Tu solicitud</Text>
          <Rows rows={order.rows} />
        </>
      )}
      {order.files.length > 0 && (
        <Section>
          <Text style={{ fontWeight: 'bold' }}>Archivos recibidos</Text>
          {order.files.map((file) => (
            <Text key={file.sha256 + file.name} style={styles.row}>
              {file.name} ({formatFileSize(file.sizeBytes)}), SHA-256 {file.sha256}
            </Text>
          ))}
        </Section>
      )}
      <Text style={{ fontWeight: 'bold' }}>Qué ocurre ahora</Text>
      <Text>
        {order.afterPayment} Te escribiremos con cada novedad; también puedes seguir tu pedido en <Link href={order.orderUrl}>{order.orderUrl}</Link>.
      </Text>
      <Text style={styles.small}>{WITHDRAWAL}</Text>
    </Layout>,
    `Hemos recibido tu pago de ${formatEur(order.totalCents)} (${order.totalIncludes}) por el pedido ${order.numero}: ${order.producto}. ` +
      // A link ends its line: a full stop after it would be taken into the address by some mail programs.
      `Puedes ver el pedido y los archivos recibidos en:\n${order.orderUrl}\n\n` +
      (order.invoice ? `Te adjuntamos la factura ${order.invoice.numero} en PDF.\n\n` : '') +
      WITHDRAWAL,
  );
}

export const UNCHECKED_ORDER_NOTICE = 'Aviso: este pedido no pasó la comprobación anti-robot de la web (se envió directamente a la API).';

/** To the office for each paid order. */
export function officePaidMail(order: PaidOrder): Promise<MailMessage> {
  return officeMail(
    order.email,
    `Pedido pagado ${order.numero}: ${order.producto} (${formatEur(order.totalCents)})`,
    <Layout preview={`Nuevo pedido pagado: ${order.producto}`} title={`Pedido pagado ${order.numero}`}>
      {order.withoutBotCheck && <Text style={{ fontWeight: 'bold' }}>{UNCHECKED_ORDER_NOTICE}</Text>}
      <Text style={styles.row}>Servicio: {order.producto}</Text>
      <Text style={styles.row}>Cliente: {order.applicant}</Text>
      <Text style={styles.row}>Email: {order.email}</Text>
      <Text style={styles.row}>Teléfono: {order.phone}</Text>
      <Lines lines={order.lines} totalCents={order.totalCents} totalIncludes={order.totalIncludes} />
      <Rows rows={order.rows} />
      <Text style={styles.row}>
        Archivos ({order.files.length}): {order.files.map((file) => `${file.name} (${formatFileSize(file.sizeBytes)})`).join(', ') || 'ninguno'}
      </Text>
      <Text>
        En la oficina: <Link href={order.adminUrl}>{order.adminUrl}</Link>
      </Text>
    </Layout>,
    `${order.withoutBotCheck ? `${UNCHECKED_ORDER_NOTICE}\n` : ''}Pedido pagado ${order.numero}: ${order.producto}, ${formatEur(order.totalCents)}. Cliente: ${order.applicant}, ${order.email}, ${order.phone}. ${order.adminUrl}`,
  );
}

export interface SummaryRows {
  numero: string;
  producto: string;
  email: string;
  rows: readonly { label: string; value: string }[];
  orderUrl?: string | undefined;
}

/** To the visitor when a quote request is received. */
export function quoteReceivedMail(request: SummaryRows): Promise<MailMessage> {
  return mail(
    request.email,
    `Hemos recibido tu solicitud ${request.numero}: ${request.producto}`,
    <Layout preview="Te enviaremos un presupuesto ajustado a tu solicitud" title="Hemos recibido tu solicitud">
      <Text>Gracias por confiar en {company.name}. En breve te enviaremos un presupuesto ajustado a tu solicitud.</Text>
      <Text style={styles.row}>Solicitud: {request.numero}</Text>
      <Rows rows={request.rows} />
      {request.orderUrl && (
        <Text>
          Puedes seguir tu solicitud en <Link href={request.orderUrl}>{request.orderUrl}</Link>.
        </Text>
      )}
    </Layout>,
    `Hemos recibido tu solicitud ${request.numero} (${request.producto}). En breve te enviaremos un presupuesto ajustado a tu solicitud.` +
      (request.orderUrl ? ` Puedes seguirla en ${request.orderUrl}` : ''),
  );
}

/**
 * To the client whose money the order could not take (a second payment, a page cancelled by a
 * later change, another amount): they were charged, so they hear it from us, not from their bank.
 */
export function unappliedPaymentMail(payment: {
  email: string;
  numero: string;
  producto: string;
  received: string;
  why: string;
  orderUrl: string;
}): Promise<MailMessage> {
  const text = `Hemos recibido un pago de ${payment.received} para tu pedido ${payment.numero} (${payment.producto}) que no hemos podido aplicar: ${payment.why}. No tienes que hacer nada: te lo devolveremos, o lo aplicaremos a tu pedido si así lo prefieres, y te escribiremos para confirmarlo.`;
  return mail(
    payment.email,
    `Un pago de tu pedido ${payment.numero} no se ha aplicado`,
    <Layout preview="Te lo devolveremos o lo aplicaremos a tu pedido" title="Un pago no se ha aplicado">
      <Text>{text}</Text>
      <Text>
        Puedes ver tu pedido en <Link href={payment.orderUrl}>{payment.orderUrl}</Link>
      </Text>
    </Layout>,
    `${text}

Puedes ver tu pedido en:\n${payment.orderUrl}`,
  );
}
