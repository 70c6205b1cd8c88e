import { useState, type FormEvent } from 'react';
import { post } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { buttonClass, Field, formErrorsOf, inputClass, NO_ERRORS, Notice, type FormErrors } from './ui';
import { NOTE_MAX } from '@shop/settings/staff-limits';
import { useDraft } from './drafts';
import type { OrderDetail } from '@shop/api-contract';

type Move = OrderDetail['transiciones'][number];

/**
 * The order's next states (TRANSITIONS in the API). Each one mails the client at once: asked for
 * again in a dialog, with the state's name, before it is sent. A mistake is undone by an admin
 * (OrderWork), who gives a reason; the client is then mailed the correction.
 */
export function StatusChange({ numero, moves, onDone }: { numero: string; moves: readonly Move[]; onDone: (kind: 'ok' | 'error', text: string) => void }) {
  const [asking, setAsking] = useState<Move | null>(null);
  const [note, setNote] = useDraft(`${numero}:nota-cliente`);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  if (moves.length === 0) return <p className="text-slate-700">No hay cambios de estado posibles.</p>;

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const move = moves.find((candidate) => candidate.estado === data.get('estado'));
    if (move) setAsking(move);
  }
  async function confirm() {
    if (!asking) return;
    const move = asking;
    setAsking(null);
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await post(`orders/${encodeURIComponent(numero)}/status`, { estado: move.estado, nota: note });
      setNote('');
      onDone('ok', 'Estado cambiado.');
    } catch (error) {
      // Said in this form, by its field: the page's top is out of sight from here.
      setErrors(formErrorsOf(error, ['estado', 'nota']));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-3" onSubmit={ask}>
      <Field label="Nuevo estado" error={errors.fields.estado}>
        <select name="estado" className={inputClass}>
          {moves.map((move) => (
            <option key={move.estado} value={move.estado}>
              {move.texto}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Nota para el cliente (opcional)" hint="Aparece en su página del pedido y en el correo que recibe." error={errors.fields.nota}>
        <textarea name="nota" rows={3} maxLength={NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} className={inputClass} />
      </Field>
      {errors.message && <Notice kind="error">{errors.message}</Notice>}
      <button type="submit" className={buttonClass} disabled={busy}>
        Cambiar estado
      </button>
      {asking && (
        <ConfirmDialog
          title={`¿Pasar el pedido ${numero} a «${asking.texto}»?`}
          confirmLabel={`Sí, pasar a «${asking.texto}»`}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        >
          <p>Se enviará ahora un correo al cliente con el nuevo estado{note.trim() ? ' y tu nota' : ''}.</p>
          <p>
            <strong>Si es un error, solo una persona con rol de administración podrá deshacerlo, y el cliente recibirá otro correo con la corrección.</strong>
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
