import { useState, type FormEvent } from 'react';
import type { RefundData } from '@shop/api-contract';
import { formatEur } from '@shop/money';
import { formatDateTime, parseEuros, post } from './api';
import { buttonClass, Field, formErrorsOf, inputClass, Loaded, NO_ERRORS, Notice, useLoad, type FormErrors } from './ui';

type Done = (kind: 'ok' | 'error', text: string) => void;
const BANK = /portal del banco/;

/**
 * Refunds on the order screen (docs/decisions/012-back-office-work.md): an amount up to what is
 * left, a reason, a corrective invoice for it; the gateway's part said plainly, and when staff
 * must make the refund in the bank's portal.
 */
export function RefundPanel({ numero, onDone }: { numero: string; onDone: Done }) {
  const path = `orders/${encodeURIComponent(numero)}/refunds`;
  const [load, reload] = useLoad<RefundData>(path);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);

  async function refund(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const cents = parseEuros(String(data.get('importe') ?? ''));
    if (cents === undefined) {
      setErrors({ fields: { centimos: 'Indica el importe en euros, por ejemplo 50,00.' }, message: '' });
      return;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const result = await post<{ factura: string | null; estadoTexto?: string; pasarela: string; pasarelaTexto: string }>(path, {
        centimos: cents,
        motivo: String(data.get('motivo') ?? ''),
      });
      form.reset();
      reload();
      const invoice = result.factura ? ` Factura rectificativa ${result.factura} emitida y enviada al cliente.` : '';
      // What the gateway did is said with the rest: with no gateway, or a refusal, staff refund in the bank's portal.
      onDone('ok', `Reembolso de ${formatEur(cents)} registrado.${invoice} ${result.pasarelaTexto}`);
    } catch (error) {
      setErrors(formErrorsOf(error, ['centimos', 'motivo']));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="reembolsos" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="reembolsos" className="mb-3 text-lg font-semibold text-brand-900">
        Reembolsos
      </h2>
      <Loaded load={load} retry={reload}>
        {(data) => (
          <div className="space-y-3 text-sm">
            {/* Amounts only for money taken: a quote still unpriced shows no '0,00 €' (DECISIONS §11). */}
            {(data.reembolsable || data.reembolsos.length > 0) && (
              <p className="text-slate-800">
                Pagado {formatEur(data.pagadoCentimos)} · Devuelto {formatEur(data.reembolsadoCentimos)} · Disponible{' '}
                <strong>{formatEur(data.disponibleCentimos)}</strong>
              </p>
            )}
            {data.reembolsos.length > 0 && (
              <ul className="space-y-2">
                {data.reembolsos.map((row) => (
                  <li key={row.id} className="rounded bg-slate-50 p-2">
                    <p>
                      <strong>{row.importe}</strong> · {row.motivo}
                      {row.factura && ` · factura ${row.factura}`}
                    </p>
                    <p className={BANK.test(row.pasarelaTexto) ? 'text-amber-900' : 'text-slate-700'}>{row.pasarelaTexto}</p>
                    <p className="text-xs text-slate-700">
                      {row.autor} · {formatDateTime(row.fecha)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            {!data.reembolsable ? (
              <p className="text-slate-700">Solo se reembolsan pedidos pagados.</p>
            ) : data.disponibleCentimos === 0 ? (
              <p className="text-slate-700">Ya se ha devuelto todo lo pagado.</p>
            ) : !data.puedeReembolsar ? (
              <p className="text-slate-700">Solo una persona con rol de administración puede registrar reembolsos.</p>
            ) : (
              <form onSubmit={refund} className="space-y-3" aria-label="Registrar un reembolso" noValidate>
                <Field
                  label="Importe a devolver (€)"
                  hint={`Hasta ${formatEur(data.disponibleCentimos)}, IVA y tasas incluidos`}
                  error={errors.fields.centimos}
                >
                  <input name="importe" inputMode="decimal" className={inputClass} />
                </Field>
                <Field label="Motivo del reembolso" hint="Aparece en la factura rectificativa" error={errors.fields.motivo}>
                  <input name="motivo" maxLength={300} className={inputClass} />
                </Field>
                {!data.pasarela && (
                  <p className="text-slate-700">Sin pasarela de pago configurada: el reembolso se registra aquí y hay que hacerlo en el portal del banco.</p>
                )}
                <button type="submit" className={buttonClass} disabled={busy}>
                  Registrar reembolso
                </button>
                {errors.message && <Notice kind="error">{errors.message}</Notice>}
              </form>
            )}
          </div>
        )}
      </Loaded>
    </section>
  );
}
