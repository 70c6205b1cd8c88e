/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import { company } from '@shop/settings';
import type { MailMessage } from './transport';
import { Layout, mail, officeMail, styles } from './templates';

/** The site's contact form's and newsletter's mails (DECISIONS §10), in the frame of templates.tsx. */

/** To the visitor when a contact message is received. */
export function contactReceivedMail(contact: { nombre: string; email: string; mensaje: string }): Promise<MailMessage> {
  return mail(
    contact.email,
    `Hemos recibido tu mensaje`,
    <Layout preview="Te contestaremos pronto" title={`Gracias, ${contact.nombre}`}>
      <Text>Hemos recibido tu mensaje y te contestaremos pronto. Esto es lo que nos escribiste:</Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{contact.mensaje}</Text>
    </Layout>,
    `Gracias, ${contact.nombre}. Hemos recibido tu mensaje y te contestaremos pronto.\n\n${contact.mensaje}`,
  );
}

/** The office's copy of a contact message. */
export function officeContactMail(contact: { nombre: string; email: string; mensaje: string }): Promise<MailMessage> {
  return officeMail(
    contact.email,
    `Nuevo mensaje de contacto de ${contact.nombre.replace(/\s+/g, ' ').slice(0, 80)}`,
    <Layout preview={`Mensaje de ${contact.nombre}`} title="Nuevo mensaje de contacto">
      <Text style={styles.row}>Nombre: {contact.nombre}</Text>
      <Text style={styles.row}>Email: {contact.email}</Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{contact.mensaje}</Text>
    </Layout>,
    `Nombre: ${contact.nombre}\nEmail: ${contact.email}\n\n${contact.mensaje}`,
  );
}

/** Double opt-in (DECISIONS §10): the link confirms; the unsubscribe link is in every newsletter mail. */
export function newsletterConfirmationMail(subscriber: { email: string; confirmUrl: string; unsubscribeUrl: string }): Promise<MailMessage> {
  return mail(
    subscriber.email,
    `Confirma tu suscripción a las novedades de ${company.name}`,
    <Layout preview="Un clic para confirmar tu suscripción" title="Confirma tu suscripción">
      <Text>Hemos recibido una solicitud para enviar nuestras novedades a esta dirección. Si fuiste tú, confírmalo:</Text>
      <Text>
        <Link href={subscriber.confirmUrl}>Confirmar mi suscripción</Link>
      </Text>
      <Text style={styles.small}>Si no lo pediste, ignora este correo: no te enviaremos nada.</Text>
      <Text style={styles.small}>
        ¿No quieres recibir más correos? <Link href={subscriber.unsubscribeUrl}>Darme de baja</Link>.
      </Text>
    </Layout>,
    `Confirma tu suscripción: ${subscriber.confirmUrl}\nSi no lo pediste, ignora este correo. Darme de baja: ${subscriber.unsubscribeUrl}`,
  );
}
