/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { Link, Section, Text } from '@react-email/components';
import { company } from '@shop/settings';
import { Layout, mail, styles } from './templates';
import type { MailMessage } from './transport';

/** A day as the office writes it ('27 de diciembre de 2026'), in Spain's time whatever the server's zone. */
const officeDay = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * 'Guardar y continuar más tarde' (docs/decisions/019-drafts-kept-on-the-server.md): the link that
 * opens the wizard where the visitor left it, on any device, until it expires. The link is the key.
 */
export function savedDraftMail(to: string, draft: { servicio: string; url: string; expires: Date }): Promise<MailMessage> {
  const until = officeDay.format(draft.expires);
  return mail(
    to,
    `Tu solicitud de ${draft.servicio} está guardada`,
    <Layout preview={`Continúa tu solicitud hasta el ${until}`} title="Tu solicitud está guardada">
      <Text>
        Hemos guardado tu solicitud de {draft.servicio}, con sus archivos. Ábrela desde este enlace, en este u otro dispositivo, y sigue donde la dejaste:
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <Link href={draft.url} style={styles.button}>
          Continuar mi solicitud
        </Link>
      </Section>
      <Text>El enlace funciona hasta el {until}; después borramos el borrador y sus archivos. No es un pedido: no se tramita nada hasta que lo completes.</Text>
      <Text style={styles.small}>
        No compartas este enlace: quien lo tenga puede ver lo que escribiste. Si no lo has pedido tú, ignora este correo o escríbenos a {company.email}.
      </Text>
    </Layout>,
    `Hemos guardado tu solicitud de ${draft.servicio}, con sus archivos. Continúa donde la dejaste, en este u otro dispositivo:\n${draft.url}\n\nEl enlace funciona hasta el ${until}; después borramos el borrador y sus archivos. No es un pedido: no se tramita nada hasta que lo completes.\n\nNo compartas este enlace. Si no lo has pedido tú, ignora este correo.`,
  );
}
