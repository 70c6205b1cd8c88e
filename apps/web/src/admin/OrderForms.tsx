import { useState, type FormEvent } from 'react';
import { AdminError, parseEuros, post } from './api';
import { useDraft } from './drafts';
import { NOTE_MAX } from '@shop/settings/staff-limits';
import { buttonClass, Field, formErrorsOf, inputClass, NO_ERRORS, Notice, type FormErrors } from './ui';

type Done = (kind: 'ok' | 'error', text: string) => void;

/**
 * Sends a form's request once; what was typed is kept (drafts.ts) until it has gone. A refusal
 * stays in the form, each field's by its field (`fields` names the form's own).
 */
function useSend(onDone: Done, fields: readonly string[]) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  return [
    busy,
    async (event: FormEvent<HTMLFormElement>, send: () => Promise<unknown>, done: string, clear: () => void) => {
      event.preventDefault();
      setBusy(true);
      setErrors(NO_ERRORS);
      try {
        await send();
        clear();
        onDone('ok', done);
      } catch (error) {
        setErrors(formErrorsOf(error, fields));
      } finally {
        setBusy(false);
      }
    },
    errors,
  ] as const;
}

/** The answer to a quote request: a price in euros and a message for the client (DECISIONS §11). */
export function QuoteForm({ numero, includes, onDone }: { numero: string; includes: string; onDone: Done }) {
  const [amount, setAmount] = useDraft(`${numero}:importe`);
  const [message, setMessage] = useDraft(`${numero}:mensaje`);
  const [busy, send, errors] = useSend(onDone, ['centimos', 'mensaje']);
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) =>
        send(
          event,
          async () => {
            const cents = parseEuros(amount);
            if (!cents)
              throw new AdminError(400, 'Indica un importe en euros, por ejemplo 1250,00.', { centimos: 'Indica un importe en euros, por ejemplo 1250,00.' });
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
      <Field label={`Importe en euros (${includes})`} error={errors.fields.centimos}>
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
      <Field label="Mensaje para el cliente" error={errors.fields.mensaje}>
        <textarea name="mensaje" rows={4} maxLength={NOTE_MAX} value={message} onChange={(event) => setMessage(event.target.value)} className={inputClass} />
      </Field>
      {errors.message && <Notice kind="error">{errors.message}</Notice>}
      <button type="submit" className={buttonClass} disabled={busy}>
        Enviar presupuesto
      </button>
    </form>
  );
}

/** An internal note: only staff see it. */
export function NoteForm({ numero, onDone }: { numero: string; onDone: Done }) {
  const [text, setText] = useDraft(`${numero}:nota-interna`);
  const [busy, send, errors] = useSend(onDone, ['texto']);
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
      <Field label="Nueva nota (solo la ve el equipo)" error={errors.fields.texto}>
        <textarea name="texto" rows={3} required maxLength={NOTE_MAX} value={text} onChange={(event) => setText(event.target.value)} className={inputClass} />
      </Field>
      {errors.message && <Notice kind="error">{errors.message}</Notice>}
      <button type="submit" className={buttonClass} disabled={busy}>
        Guardar nota
      </button>
    </form>
  );
}
