/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Link, Section, Text } from '@react-email/components';
import { company } from '@shop/settings';
import { Layout, mail, styles } from './templates';
import type { MailMessage } from './transport';
import type { ReminderStep } from '../services/reminder-plan';

/** A mail with headers of its own (List-Unsubscribe): the relay hands the payload's fields to the transport. */
export type MailWithHeaders = MailMessage & { headers?: Record<string, string> };

export interface ReminderMail {
  to: string;
  /** The client's first name, when the order has it. */
  nombre: string;
  step: ReminderStep;
  /** 'tu marca «Horchata Clara» (M4123456)'. */
  derecho: string;
  /** What the deadline is, for the subject: 'Renovación', 'Pago de la 5.ª anualidad'. */
  plazo: string;
  /** The deadline in the client's words, as the order page says it (clientTextOf). */
  texto: string;
  job: { url: string; action: string };
  /** The order's page; a renewal watch has none ('Avísame cuando toque renovar'). */
  orderUrl: string | undefined;
  stopUrl: string;
}

const WHEN: Record<ReminderStep, string> = {
  '6m': 'Quedan 6 meses',
  '1m': 'Queda 1 mes',
  '1w': 'Queda 1 semana',
  gracia: 'Plazo con recargo',
};

/**
 * A reminder before a deadline (DECISIONS §13): what is due and until when, a button to the flow
 * that does the job (prefilled), the order's page, and a one-click stop for this right, also in the
 * List-Unsubscribe headers (RFC 2369) with List-Unsubscribe-Post (RFC 8058), so a mail client's own
 * 'unsubscribe' stops it without opening anything.
 */
export async function reminderMail(reminder: ReminderMail): Promise<MailWithHeaders> {
  const subject = `${WHEN[reminder.step]}: ${reminder.plazo} de ${reminder.derecho}`;
  const greeting = reminder.nombre ? `Hola, ${reminder.nombre}:` : 'Hola:';
  const message = await mail(
    reminder.to,
    subject,
    <Layout preview={reminder.texto} title={`${WHEN[reminder.step]}: ${reminder.plazo.toLowerCase()}`}>
      <Text>{greeting}</Text>
      <Text>
        Te escribimos por {reminder.derecho}. {reminder.texto}
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <Link href={reminder.job.url} style={styles.button}>
          {reminder.job.action}
        </Link>
      </Section>
      <Text>
        {reminder.orderUrl && (
          <>
            Los plazos de tu derecho están en <Link href={reminder.orderUrl}>la página de tu pedido</Link>.{' '}
          </>
        )}
        Si ya lo has hecho, ignora este aviso.
      </Text>
      <Text style={styles.small}>
        ¿No quieres más avisos de este derecho? <Link href={reminder.stopUrl}>Dejar de recibir recordatorios</Link>.
      </Text>
    </Layout>,
    `${greeting}\n\nTe escribimos por ${reminder.derecho}. ${reminder.texto}\n\n${reminder.job.action}: ${reminder.job.url}${reminder.orderUrl ? `\nTu pedido: ${reminder.orderUrl}` : ''}\n\nDejar de recibir recordatorios: ${reminder.stopUrl}`,
  );
  return { ...message, headers: { 'List-Unsubscribe': `<${reminder.stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** Mis pedidos' one-time link (DECISIONS §13: no passwords for clients), valid for `minutes`. */
export function accessLinkMail(to: string, url: string, minutes: number): Promise<MailMessage> {
  return mail(
    to,
    `Tu enlace para ver tus pedidos en ${company.name}`,
    <Layout preview="Un enlace para entrar en Mis pedidos" title="Entra en Mis pedidos">
      <Text>Has pedido ver tus pedidos. Este enlace sirve una sola vez y caduca en {minutes} minutos:</Text>
      <Section style={{ margin: '24px 0' }}>
        <Link href={url} style={styles.button}>
          Ver mis pedidos
        </Link>
      </Section>
      <Text style={styles.small}>Si no lo has pedido tú, ignora este correo: nadie podrá entrar sin este enlace.</Text>
    </Layout>,
    `Ver mis pedidos (una sola vez, caduca en ${minutes} minutos): ${url}\n\nSi no lo has pedido tú, ignora este correo.`,
  );
}
