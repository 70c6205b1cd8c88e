/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import { company } from '@shop/settings';
import type { MailMessage } from '../../mail/transport';
import { Layout, mail, styles } from '../../mail/templates';
import { StaffText } from './mails';

/**
 * To the client when an admin undoes a state they had been mailed (DECISIONS §10: they are told of
 * every change): that state was a mistake, and where the order stands instead.
 */
export function statusCorrectedMail(order: {
  email: string;
  numero: string;
  producto: string;
  wrongText: string;
  statusText: string;
  orderUrl: string;
}): Promise<MailMessage> {
  const said = `Te escribimos para corregir un aviso anterior: tu pedido ${order.numero} (${order.producto}) no está «${order.wrongText}», como te indicamos por error. Su estado es: ${order.statusText}.`;
  return mail(
    order.email,
    `Corrección sobre tu pedido ${order.numero}: ${order.statusText}`,
    <Layout preview={`Corrección sobre tu pedido ${order.numero}`} title="Corrección sobre tu pedido">
      <Text>{said}</Text>
      <Text>Disculpa la confusión.</Text>
      <Text>
        Puedes ver el historial completo en <Link href={order.orderUrl}>{order.orderUrl}</Link>.
      </Text>
    </Layout>,
    `${said} Disculpa la confusión. Historial: ${order.orderUrl}`,
  );
}

/** To the client when the office attaches a document to their order: where to download it. */
export function documentAddedMail(document: {
  email: string;
  numero: string;
  producto: string;
  title: string;
  downloadUrl: string;
  orderUrl: string;
}): Promise<MailMessage> {
  return mail(
    document.email,
    `Tu pedido ${document.numero}: ${document.title}`,
    <Layout preview={`Nuevo documento en tu pedido ${document.numero}`} title="Nuevo documento en tu pedido">
      <Text>
        Hemos añadido a tu pedido {document.numero} ({document.producto}) este documento: <strong>{document.title}</strong>.
      </Text>
      <Text>
        <Link href={document.downloadUrl} style={styles.button}>
          Descargar el documento
        </Link>
      </Text>
      <Text>
        También lo tienes en la página de tu pedido: <Link href={document.orderUrl}>{document.orderUrl}</Link>. Guarda este correo: el enlace es personal.
      </Text>
    </Layout>,
    `Hemos añadido a tu pedido ${document.numero} (${document.producto}) este documento: ${document.title}.\n\nDescárgalo en:\n${document.downloadUrl}\n\nTu pedido:\n${document.orderUrl}`,
  );
}

/** The office's answer to a contact message, quoting what the visitor wrote; the visitor's reply reaches the office. */
export function contactAnswerMail(answer: { email: string; nombre: string; mensaje: string; respuesta: string }): Promise<MailMessage> {
  return mail(
    answer.email,
    `Respuesta a tu mensaje a ${company.name}`,
    <Layout preview="Respuesta a tu mensaje" title="Respuesta a tu mensaje">
      <Text>Hola, {answer.nombre}:</Text>
      <StaffText text={answer.respuesta} />
      <Text style={{ color: '#475569' }}>Tu mensaje:</Text>
      <StaffText text={answer.mensaje} />
    </Layout>,
    `Hola, ${answer.nombre}:\n\n${answer.respuesta}\n\n--- Tu mensaje ---\n${answer.mensaje}`,
  ).then((message) => ({ ...message, replyTo: company.officeEmail }));
}
