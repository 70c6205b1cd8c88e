/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Fragment, type ReactNode } from 'react';
import { Link, Text } from '@react-email/components';
import { formatEur } from '@shop/money';
import type { MailMessage } from '../../mail/transport';
import { Layout, mail, styles } from '../../mail/templates';

/** What staff wrote, its line breaks kept in the HTML and in the plain-text twin (which drops 'pre-line'). */
export function StaffText({ text }: { text: string }) {
  return (
    <Text>
      {text.split(/\r?\n/).map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** The back office's mails to visitors (DECISIONS §10-11), in the frame of the shop's other mails. */
const framed = (to: string, subject: string, preview: string, title: string, body: ReactNode, plain: string): Promise<MailMessage> =>
  mail(
    to,
    subject,
    <Layout preview={preview} title={title}>
      {body}
    </Layout>,
    plain,
  );

/** To the visitor when staff move the order to another state. */
export function statusChangedMail(order: {
  email: string;
  numero: string;
  producto: string;
  statusText: string;
  note: string;
  orderUrl: string;
}): Promise<MailMessage> {
  return framed(
    order.email,
    `Tu pedido ${order.numero}: ${order.statusText}`,
    `Novedades de tu pedido ${order.numero}`,
    'Novedades de tu pedido',
    <>
      <Text>
        Tu pedido {order.numero} ({order.producto}) está ahora: <strong>{order.statusText}</strong>.
      </Text>
      {order.note && <StaffText text={order.note} />}
      <Text>
        Puedes ver el historial completo en <Link href={order.orderUrl}>{order.orderUrl}</Link>.
      </Text>
    </>,
    `Tu pedido ${order.numero} (${order.producto}) está ahora: ${order.statusText}.${order.note ? ` ${order.note}` : ''} Historial: ${order.orderUrl}`,
  );
}

/** To the visitor when staff answer a quote request: the price and the link that pays exactly it. */
export function quoteAnsweredMail(quote: {
  email: string;
  numero: string;
  producto: string;
  cents: number;
  message: string;
  payUrl: string;
  orderUrl: string;
  /** What the amount includes, as the order's flow says (an owner change's leaves official fees out). */
  includes: string;
  /** The price of an earlier answer this one replaces: the earlier mail's link now pays this one. */
  replacesCents?: number | undefined;
}): Promise<MailMessage> {
  const replaces =
    quote.replacesCents === undefined
      ? ''
      : `Este presupuesto sustituye al anterior de ${formatEur(quote.replacesCents)}: el enlace de pago de aquel correo ya cobra el nuevo importe.`;
  return framed(
    quote.email,
    `Presupuesto de tu solicitud ${quote.numero}: ${formatEur(quote.cents)}`,
    `Tu presupuesto: ${formatEur(quote.cents)}`,
    'Tu presupuesto',
    <>
      <Text>
        Hemos preparado el presupuesto de tu solicitud {quote.numero} ({quote.producto}).
      </Text>
      <Text style={{ fontWeight: 'bold' }}>
        Importe ({quote.includes}): {formatEur(quote.cents)}
      </Text>
      {replaces && <Text>{replaces}</Text>}
      {quote.message && <StaffText text={quote.message} />}
      <Text>
        <Link href={quote.payUrl} style={styles.button}>
          Pagar {formatEur(quote.cents)}
        </Link>
      </Text>
      <Text>
        Si el botón no funciona, copia este enlace en tu navegador:
        <br />
        {quote.payUrl}
      </Text>
      <Text>
        También puedes ver tu solicitud en <Link href={quote.orderUrl}>{quote.orderUrl}</Link>
      </Text>
    </>,
    `Presupuesto de tu solicitud ${quote.numero} (${quote.producto}): ${formatEur(quote.cents)} (${quote.includes}).${replaces ? ` ${replaces}` : ''}` +
      `${quote.message ? `\n\n${quote.message}\n\n` : ' '}Págalo en:\n${quote.payUrl}\n\nTu solicitud:\n${quote.orderUrl}`,
  );
}
