/* @jsxRuntime automatic */
/* @jsxImportSource react */
import type { ReactNode } from 'react';
import { render, toPlainText } from '@react-email/render';
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Text } from '@react-email/components';
import { company } from '@shop/settings';
import { formatEur } from '@shop/money';
import type { MailMessage } from '../mail/transport';

/** The back office's mails to visitors (DECISIONS §10-11), laid out like the shop's other mails. */
const styles = {
  body: { backgroundColor: '#f8fafc', fontFamily: '-apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif', color: '#0f172a' },
  container: { backgroundColor: '#ffffff', padding: '24px', maxWidth: '600px', borderRadius: '8px' },
  heading: { color: '#1e3a8a', fontSize: '22px' },
  small: { fontSize: '12px', color: '#475569' },
  button: { backgroundColor: '#1e3a8a', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', textDecoration: 'none', fontWeight: 'bold' },
};

async function mail(to: string, subject: string, preview: string, title: string, body: ReactNode): Promise<MailMessage> {
  const html = await render(
    <Html lang="es">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Heading style={styles.heading}>{title}</Heading>
          {body}
          <Hr />
          <Text style={styles.small}>
            {company.name} · {company.address} · {company.phone} · {company.email}
          </Text>
        </Container>
      </Body>
    </Html>,
  );
  return { to, subject, html, text: toPlainText(html) };
}

/** To the visitor when staff move the order to another state. */
export function statusChangedMail(order: { email: string; numero: string; producto: string; statusText: string; note: string; orderUrl: string }): Promise<MailMessage> {
  return mail(
    order.email,
    `Tu pedido ${order.numero}: ${order.statusText}`,
    `Novedades de tu pedido ${order.numero}`,
    'Novedades de tu pedido',
    <>
      <Text>
        Tu pedido {order.numero} ({order.producto}) está ahora: <strong>{order.statusText}</strong>.
      </Text>
      {order.note && <Text>{order.note}</Text>}
      <Text>
        Puedes ver el historial completo en <Link href={order.orderUrl}>{order.orderUrl}</Link>.
      </Text>
    </>,
  );
}

/** To the visitor when staff answer a quote request: the price and the link that pays exactly it. */
export function quoteAnsweredMail(quote: { email: string; numero: string; producto: string; cents: number; message: string; payUrl: string; orderUrl: string }): Promise<MailMessage> {
  return mail(
    quote.email,
    `Presupuesto de tu solicitud ${quote.numero}: ${formatEur(quote.cents)}`,
    `Tu presupuesto: ${formatEur(quote.cents)}`,
    'Tu presupuesto',
    <>
      <Text>
        Hemos preparado el presupuesto de tu solicitud {quote.numero} ({quote.producto}).
      </Text>
      <Text style={{ fontWeight: 'bold' }}>Importe (IVA y tasas oficiales incluidos): {formatEur(quote.cents)}</Text>
      {quote.message && <Text style={{ whiteSpace: 'pre-line' }}>{quote.message}</Text>}
      <Text>
        <Link href={quote.payUrl} style={styles.button}>
          Pagar {formatEur(quote.cents)}
        </Link>
      </Text>
      <Text>
        Si el botón no funciona, copia este enlace en tu navegador: {quote.payUrl}. También puedes ver tu solicitud en{' '}
        <Link href={quote.orderUrl}>{quote.orderUrl}</Link>.
      </Text>
    </>,
  );
}
