import { useState } from 'react';
import { EMAIL_FORMAT_MESSAGE, isEmail, type AnyFlow } from '@shop/flow-kit';
import { formatDate } from '../site/ui/dates';
import { NO_CONNECTION } from '../api/client';

export const EMAIL_MISSING = 'Escribe tu email para enviarte el enlace.';

export type SaveForLaterState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string; until: string }
  /** `onEmail`: the message is the email field's, shown under it; else the whole form's. */
  | { kind: 'refused'; message: string; onEmail: boolean };

export interface DraftInWizard {
  flow: AnyFlow;
  /** The flow's address the wizard is at: the mailed link opens that one. */
  route: string;
  step: string;
  data: Record<string, unknown>;
  files: readonly File[];
}

/**
 * 'Guardar y continuar más tarde' (docs/decisions/019-drafts-kept-on-the-server.md): the address is
 * checked here as the server checks it, then the draft and its files go to the server, which mails
 * the link. The code that sends it loads with the first send, not with the page.
 */
export function useSaveForLater(draft: DraftInWizard) {
  const [state, setState] = useState<SaveForLaterState>({ kind: 'idle' });
  const send = async (typed: string) => {
    const email = typed.trim();
    if (!email) return setState({ kind: 'refused', message: EMAIL_MISSING, onEmail: true });
    if (!isEmail(email)) return setState({ kind: 'refused', message: EMAIL_FORMAT_MESSAGE, onEmail: true });
    setState({ kind: 'sending' });
    try {
      const { keepDraft } = await import('../api/savedDrafts');
      const answer = await keepDraft({ ...draft, email });
      if ('caduca' in answer) setState({ kind: 'sent', email, until: formatDate(answer.caduca) });
      else setState({ kind: 'refused', message: answer.fields?.email ?? answer.error, onEmail: Boolean(answer.fields?.email) });
    } catch {
      setState({ kind: 'refused', message: NO_CONNECTION, onEmail: false });
    }
  };
  return { state, send, reset: () => setState({ kind: 'idle' }) };
}
