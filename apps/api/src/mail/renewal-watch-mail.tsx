/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Link, Section, Text } from '@react-email/components';
import { Layout, mail, styles } from './templates';
import type { MailMessage } from './transport';

/**
 * 'Avísame cuando toque renovar' (ADR 014): double opt-in, as the newsletter's (DECISIONS §10). Until
 * the link is followed and its page's button pressed, the address gets nothing more from the shop.
 */
export function renewalWatchConfirmationMail(watch: { to: string; derecho: string; confirmUrl: string; days: number }): Promise<MailMessage> {
  return mail(
    watch.to,
    `Confirma el aviso de renovación de ${watch.derecho}`,
    <Layout preview="Un clic para recibir los avisos de renovación" title="Confirma el aviso de renovación">
      <Text>
        Nos han pedido avisar a esta dirección cuando toque renovar {watch.derecho}: 6 meses, 1 mes y 1 semana antes del plazo, y al empezar el plazo con
        recargo. Si fuiste tú, confírmalo (el enlace caduca en {watch.days} días):
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <Link href={watch.confirmUrl} style={styles.button}>
          Confirmar el aviso
        </Link>
      </Section>
      <Text style={styles.small}>Si no lo pediste, ignora este correo: no te escribiremos más. Cada aviso llevará un enlace para dejar de recibirlos.</Text>
    </Layout>,
    // A link ends its line: a full stop after it would be taken into the address by some mail programs.
    `Confirma el aviso de renovación de ${watch.derecho} (el enlace caduca en ${watch.days} días):\n${watch.confirmUrl}\n\nSi no lo pediste, ignora este correo: no te escribiremos más.`,
  );
}
