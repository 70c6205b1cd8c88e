/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import type { MailMessage } from '../../mail/transport';
import { Layout, mail } from '../../mail/templates';

/**
 * To the client when staff change the data their invoice names (ADR 012): what it names now, and
 * that an invoice already issued is never edited (RD 1619/2012 art. 15) but corrected.
 */
export function billingChangedMail(change: {
  email: string;
  numero: string;
  producto: string;
  /** The billing block as it now reads, one line per part; empty when no complete invoice is asked. */
  rows: { label: string; value: string }[];
  /** The invoice already issued, if any. */
  factura: string | null;
  orderUrl: string;
}): Promise<MailMessage> {
  const intro = `Hemos actualizado los datos de facturación de tu pedido ${change.numero} (${change.producto}).`;
  const invoice = change.factura
    ? `Tu factura ${change.factura} ya estaba emitida y no se modifica: si corresponde, te enviaremos una factura rectificativa con los datos nuevos.`
    : 'Tu factura se emitirá con estos datos.';
  const rows = change.rows.length > 0 ? change.rows.map((row) => `${row.label}: ${row.value}`) : ['Factura simplificada, sin datos del destinatario.'];
  return mail(
    change.email,
    `Tu pedido ${change.numero}: datos de facturación actualizados`,
    <Layout preview={`Datos de facturación del pedido ${change.numero}`} title="Datos de facturación actualizados">
      <Text>{intro}</Text>
      <Text>
        {rows.map((row) => (
          <span key={row}>
            {row}
            <br />
          </span>
        ))}
      </Text>
      <Text>{invoice}</Text>
      <Text>
        Si no lo has pedido tú o algo no es correcto, responde a este correo. Tu pedido: <Link href={change.orderUrl}>{change.orderUrl}</Link>.
      </Text>
    </Layout>,
    `${intro}\n\n${rows.join('\n')}\n\n${invoice}\n\nTu pedido:\n${change.orderUrl}`,
  );
}

/** To the client when a refund is recorded: the amount, the corrective invoice (attached), when the money arrives. */
export function refundMail(refund: {
  email: string;
  numero: string;
  producto: string;
  amount: string;
  factura: string | null;
  orderUrl: string;
}): Promise<MailMessage> {
  const said = `Te devolvemos ${refund.amount} de tu pedido ${refund.numero} (${refund.producto}).`;
  // Sent before the gateway answers (it is recorded first): true whether Redsys or the office's bank portal makes it.
  const when = 'Tramitamos la devolución con nuestro banco: el importe aparecerá en la tarjeta con la que pagaste en unos días, según tu banco.';
  const invoice = refund.factura ? `Te adjuntamos la factura rectificativa ${refund.factura}.` : '';
  return mail(
    refund.email,
    `Tu pedido ${refund.numero}: devolución de ${refund.amount}`,
    <Layout preview={`Devolución de ${refund.amount}`} title="Devolución de tu pedido">
      <Text>{said}</Text>
      <Text>{when}</Text>
      {invoice && <Text>{invoice}</Text>}
      <Text>
        Tu pedido: <Link href={refund.orderUrl}>{refund.orderUrl}</Link>.
      </Text>
    </Layout>,
    `${said}\n\n${when}${invoice ? `\n\n${invoice}` : ''}\n\nTu pedido:\n${refund.orderUrl}`,
  );
}

/** To the client with the corrective invoice that names them as they asked (its PDF attached by the caller). */
export function correctedInvoiceMail(correction: {
  email: string;
  numero: string;
  factura: string;
  rectificativa: string;
  orderUrl: string;
}): Promise<MailMessage> {
  const said = `Te enviamos la factura rectificativa ${correction.rectificativa}, que corrige los datos del destinatario de tu factura ${correction.factura} (pedido ${correction.numero}). Los importes no cambian.`;
  return mail(
    correction.email,
    `Tu pedido ${correction.numero}: factura rectificativa ${correction.rectificativa}`,
    <Layout preview={`Factura rectificativa ${correction.rectificativa}`} title="Factura rectificativa">
      <Text>{said}</Text>
      <Text>
        Tu pedido: <Link href={correction.orderUrl}>{correction.orderUrl}</Link>.
      </Text>
    </Layout>,
    `${said}\n\nTu pedido:\n${correction.orderUrl}`,
  );
}
