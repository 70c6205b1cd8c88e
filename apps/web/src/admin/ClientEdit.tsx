import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ClientData } from '@shop/api-contract';
import { BILLING_KEYS, type BillingKey } from '@shop/flow-kit/billing';
import { billingLabels } from '@shop/flow-kit/billing-field';
import { AdminError, adminFetch, post } from './api';
import { buttonClass, Field, formErrorsOf, inputClass, Loaded, NO_ERRORS, Notice, secondaryButtonClass, useLoad, type FormErrors } from './ui';

type Done = (kind: 'ok' | 'error', text: string) => void;
const BILLING = 'facturacion';

/** One field per kind (applicant type, text, e-mail, phone, billing block), each with its refusal under it (ui.tsx `Field`). */
function KindField({ value, error }: { value: ClientData['applicantType']; error: string | undefined }) {
  return (
    <Field label="Tipo de solicitante" error={error}>
      <select name="applicantType" defaultValue={value} className={inputClass}>
        <option value="persona">Persona física</option>
        <option value="empresa">Empresa</option>
      </select>
    </Field>
  );
}

function TextField({ name, label, value, error }: { name: string; label: string; value: string; error: string | undefined }) {
  return (
    <Field label={label} error={error}>
      <input name={name} defaultValue={value} className={inputClass} />
    </Field>
  );
}

function EmailField({ value, error }: { value: string; error: string | undefined }) {
  return (
    <Field label="Email" error={error}>
      <input name="email" type="email" defaultValue={value} autoComplete="off" className={inputClass} />
    </Field>
  );
}

function PhoneField({ value, prefix, error }: { value: string; prefix: string; error: string | undefined }) {
  return (
    <Field label="Teléfono" hint={`Del país del pedido (${prefix}), sin el prefijo`} error={error}>
      <input name="phone" type="tel" defaultValue={value} className={inputClass} />
    </Field>
  );
}

function BillingField({ data, errors }: { data: ClientData; errors: Record<string, string> }) {
  const [wanted, setWanted] = useState(data.facturacion !== null);
  const labels = billingLabels({ applicantType: data.applicantType }, data.facturacion);
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-300 p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold text-slate-800">Datos de facturación</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={wanted} onChange={(event) => setWanted(event.target.checked)} />
        Factura completa a nombre del cliente (con NIF)
      </label>
      {errors[BILLING] && <p className="text-sm text-red-800">{errors[BILLING]}</p>}
      {wanted && (
        <div className="grid gap-3 sm:grid-cols-2">
          {BILLING_KEYS.map((key: BillingKey) => (
            <Field key={key} label={labels[key]} error={errors[`${BILLING}.${key}`]}>
              <input name={`${BILLING}.${key}`} defaultValue={data.facturacion?.[key] ?? (key === 'pais' ? 'España' : '')} className={inputClass} />
            </Field>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** The form's answer as the API takes it: the order envelope's names (spec-1 §3), the billing block as one value. */
function bodyOf(form: HTMLFormElement, fields: readonly string[]) {
  const data = new FormData(form);
  const body: Record<string, unknown> = {};
  for (const name of ['applicantType', 'name', 'lastName', 'email', 'phone']) {
    const value = data.get(name);
    if (fields.includes(name) && typeof value === 'string') body[name] = value;
  }
  if (fields.includes(BILLING)) {
    const given = BILLING_KEYS.some((key) => data.has(`${BILLING}.${key}`));
    body[BILLING] = given ? Object.fromEntries(BILLING_KEYS.map((key) => [key, String(data.get(`${BILLING}.${key}`) ?? '')])) : null;
  }
  return body;
}

/**
 * After the invoice data changed: the issued invoice stays; admins may issue a corrective one with
 * the new data. A simplified invoice (F2) names nobody, so no corrective one can name the client.
 */
function InvoiceNotice({
  numero,
  factura,
  simplified,
  canCorrect,
  onDone,
}: {
  numero: string;
  factura: string;
  simplified: boolean;
  canCorrect: boolean;
  onDone: Done;
}) {
  const [said, setSaid] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function correct() {
    setBusy(true);
    try {
      const result = await post<{ numero: string; avisado: boolean }>(`orders/${encodeURIComponent(numero)}/client/corrective`, {});
      const text = `Factura rectificativa ${result.numero} emitida con los datos nuevos${result.avisado ? ' y enviada al cliente' : ''}.`;
      setSaid({ kind: 'ok', text });
      onDone('ok', text);
    } catch (error) {
      setSaid({ kind: 'error', text: formErrorsOf(error).message });
    } finally {
      setBusy(false);
    }
  }
  if (simplified)
    return (
      <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
        La factura <strong>{factura}</strong> es simplificada y no nombra al cliente: no cambia, y una rectificativa no puede añadir sus datos.
      </p>
    );
  return (
    <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
      <p>
        La factura <strong>{factura}</strong> ya está emitida y no cambia: una factura nunca se modifica. Para que nombre al cliente con los datos nuevos, emite
        una factura rectificativa.
      </p>
      {canCorrect ? (
        <button type="button" className={secondaryButtonClass} disabled={busy || said?.kind === 'ok'} onClick={correct}>
          Emitir rectificativa con los datos nuevos
        </button>
      ) : (
        <p>Solo una persona con rol de administración puede emitirla.</p>
      )}
      {said && <Notice kind={said.kind}>{said.text}</Notice>}
    </div>
  );
}

/**
 * The client's data on the order screen (docs/decisions/012-back-office-work.md): corrected with
 * the order form's own rules on the server, each refusal by its field, the change announced.
 */
export function ClientEdit({ numero, onDone }: { numero: string; onDone: Done }) {
  const path = `orders/${encodeURIComponent(numero)}/client`;
  const [load, reload] = useLoad<ClientData>(path);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saved, setSaved] = useState<{ factura: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>, data: ClientData) {
    event.preventDefault();
    const body = bodyOf(event.currentTarget, data.campos);
    setBusy(true);
    setErrors(NO_ERRORS);
    setSaved(null);
    try {
      const result = await adminFetch<{ cambios: string[]; avisado: boolean; factura: string | null }>('PUT', path, body);
      const text =
        result.cambios.length === 0
          ? 'No había nada que cambiar.'
          : `Datos del cliente guardados.${result.avisado ? ' Se ha avisado al cliente por correo del cambio en sus datos de facturación.' : ''}`;
      setSaved({ factura: result.cambios.includes(BILLING) ? result.factura : null });
      reload();
      onDone('ok', text);
    } catch (error) {
      // Every refusal by its field, the billing block's parts too ('facturacion.nif').
      setErrors(formErrorsOf(error, error instanceof AdminError ? Object.keys(error.fields) : []));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="datos-cliente" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="datos-cliente" className="mb-3 text-lg font-semibold text-brand-900">
        Datos del cliente
      </h2>
      <Loaded load={load} retry={reload}>
        {(data) => {
          const has = (name: string) => data.campos.includes(name);
          const error = (name: string) => errors.fields[name];
          return (
            <div className="space-y-3">
              {data.email && (
                <p className="text-sm">
                  <Link to={`/admin/clientes?email=${encodeURIComponent(data.email)}`} className="text-brand-800 underline">
                    Ver la ficha del cliente
                  </Link>
                </p>
              )}
              <form
                key={JSON.stringify(data)}
                onSubmit={(event) => void save(event, data)}
                className="grid gap-3 sm:grid-cols-2"
                aria-label="Datos del cliente"
                noValidate
              >
                {has('applicantType') && <KindField value={data.applicantType} error={error('applicantType')} />}
                {has('name') && <TextField name="name" label="Nombre del solicitante" value={data.name} error={error('name')} />}
                {has('lastName') && data.applicantType === 'persona' && (
                  <TextField name="lastName" label="Apellidos" value={data.lastName} error={error('lastName')} />
                )}
                {has('email') && <EmailField value={data.email} error={error('email')} />}
                {has('phone') && <PhoneField value={data.phone} prefix={data.prefijo} error={error('phone')} />}
                {has(BILLING) && <BillingField data={data} errors={errors.fields} />}
                <div className="sm:col-span-2">
                  <button type="submit" className={buttonClass} disabled={busy}>
                    Guardar datos del cliente
                  </button>
                </div>
              </form>
              {errors.message && <Notice kind="error">{errors.message}</Notice>}
              {saved?.factura && (
                <InvoiceNotice
                  numero={numero}
                  factura={saved.factura}
                  simplified={data.factura?.tipo === 'F2'}
                  canCorrect={data.puedeRectificar}
                  onDone={onDone}
                />
              )}
            </div>
          );
        }}
      </Loaded>
    </section>
  );
}
