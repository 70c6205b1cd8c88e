import { useState, type FormEvent } from 'react';
import { AdminError, parseEuros, post } from './api';
import { useDraft } from './drafts';
import { NOTE_MAX } from '@shop/settings/staff-limits';
import { buttonClass, Field, inputClass, messageOf } from './ui';

type Done = (kind: 'ok' | 'error', text: string) => void;

/** Sends a form's request once; what was typed is kept (drafts.ts) until it has gone. */
function useSend(onDone: Done) {
  const [busy, setBusy] = useState(false);
  return [
    busy,
    async (event: FormEvent<HTMLFormElement>, send: () => Promise<unknown>, done: string, clear: () => void) => {
      event.preventDefault();
      setBusy(true);
      try {
        await send();
        clear();
        onDone('ok', done);
      } catch (error) {
        onDone('error', messageOf(error));
      } finally {
        setBusy(false);
      }
    },
  ] as const;
}

/** The answer to a quote request: a price in euros and a message for the client (DECISIONS §11). */
export function QuoteForm({ numero, includes, onDone }: { numero: string; includes: string; onDone: Done }) {
  const [amount, setAmount] = useDraft(`${numero}:importe`);
  const [message, setMessage] = useDraft(`${numero}:mensaje`);
  const [busy, send] = useSend(onDone);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) =>
        send(
          event,
          async () => {
            const cents = parseEuros(amount);
            if (!cents) throw new AdminError(400, 'Indica un importe en euros, por ejemplo 1250,00.');
            return post(`orders/${encodeURIComponent(numero)}/quote`, { centimos: cents, mensaje: message });
          },
          'Presupuesto enviado al cliente con el enlace de pago.',
          () => {
            setAmount('');
            setMessage('');
          },
        )
      }
    >
      <Field label={`Importe en euros (${includes})`}>
        <input
          name="importe"
          inputMode="decimal"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          className={inputClass}
          placeholder="1250,00"
        />
      </Field>
      <Field label="Mensaje para el cliente">
        <textarea name="mensaje" rows={4} maxLength={NOTE_MAX} value={message} onChange={(event) => setMessage(event.target.value)} className={inputClass} />
      </Field>
      <button type="submit" className={buttonClass} disabled={busy}>
        Enviar presupuesto
      </button>
    </form>
  );
}

/** An internal note: only staff see it. */
export function NoteForm({ numero, onDone }: { numero: string; onDone: Done }) {
  const [text, setText] = useDraft(`${numero}:nota-interna`);
  const [busy, send] = useSend(onDone);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) =>
        send(
          event,
          () => post(`orders/${encodeURIComponent(numero)}/notes`, { texto: text }),
          'Nota guardada.',
          () => setText(''),
        )
      }
    >
      <Field label="Nueva nota (solo la ve el equipo)">
        <textarea name="texto" rows={3} required maxLength={NOTE_MAX} value={text} onChange={(event) => setText(event.target.value)} className={inputClass} />
      </Field>
      <button type="submit" className={buttonClass} disabled={busy}>
        Guardar nota
      </button>
    </form>
  );
}
