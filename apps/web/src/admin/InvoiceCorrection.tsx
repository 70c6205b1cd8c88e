import { useState, type FormEvent } from 'react';
import { AdminError, parseEuros, post } from './api';
import { buttonClass, Field, inputClass, Notice } from './ui';

const TYPES = [
  ['R5', 'R5: rectifica una factura simplificada'],
  ['R4', 'R4: resto de causas (devolución, descuento, error)'],
  ['R1', 'R1: error fundado en derecho (art. 80 Uno, Dos y Seis LIVA)'],
  ['R2', 'R2: concurso de acreedores'],
  ['R3', 'R3: crédito incobrable'],
] as const;

/**
 * A corrective invoice (RD 1619/2012 art. 15, DECISIONS §12): an invoice is never edited; a refund
 * or a mistake is a new invoice in the R series, with its own VERI*FACTU record. Admins only.
 */
export function InvoiceCorrection({ onIssued }: { onIssued: () => void }) {
  const [said, setSaid] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function issue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const cents = parseEuros(String(data.get('importe') ?? ''));
    if (cents === undefined) {
      setSaid({ kind: 'error', text: 'Indica el importe en euros, por ejemplo 50,00.' });
      return;
    }
    setBusy(true);
    setSaid(null);
    try {
      const numero = String(data.get('factura') ?? '').trim();
      const result = await post<{ numero: string }>(`invoices/${encodeURIComponent(numero)}/rectificativa`, {
        tipo: data.get('tipo'),
        centimos: cents,
        motivo: String(data.get('motivo') ?? ''),
      });
      setSaid({ kind: 'ok', text: `Factura rectificativa ${result.numero} emitida.` });
      form.reset();
      onIssued();
    } catch (error) {
      const fields = error instanceof AdminError ? Object.values(error.fields) : [];
      setSaid({ kind: 'error', text: fields.length > 0 ? fields.join(' ') : error instanceof Error ? error.message : 'No se ha podido emitir.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="rectificativa" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="rectificativa" className="mb-1 font-semibold text-slate-900">
        Emitir una factura rectificativa
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        Una factura nunca se modifica: una devolución o un error se corrigen con una rectificativa por la diferencia.
      </p>
      <form onSubmit={issue} className="grid gap-4 sm:grid-cols-2">
        <Field label="Factura que se rectifica" hint="Por ejemplo F2027-000001">
          <input name="factura" required pattern="[FR]\d{4}-\d{6,}" className={inputClass} />
        </Field>
        <Field label="Tipo de rectificativa">
          <select name="tipo" className={inputClass} defaultValue="R5">
            {TYPES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Importe a rectificar (€)" hint="Lo que se devuelve o se descuenta, IVA y tasas incluidos">
          <input name="importe" required inputMode="decimal" className={inputClass} />
        </Field>
        <Field label="Motivo">
          <input name="motivo" required maxLength={300} className={inputClass} />
        </Field>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass} disabled={busy}>
            Emitir rectificativa
          </button>
        </div>
      </form>
      {said && (
        <div className="mt-3" role="status">
          <Notice kind={said.kind}>{said.text}</Notice>
        </div>
      )}
    </section>
  );
}
