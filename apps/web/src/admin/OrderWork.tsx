import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatFileSize } from '@shop/flow-kit/file-size';
import { NOTE_MAX } from '@shop/settings/staff-limits';
import { adminFetch, formatDateTime, post, upload } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { buttonClass, Field, formErrorsOf, inputClass, Loaded, NO_ERRORS, Notice, useLoad, type FormErrors } from './ui';
import type { OrderWork as OrderWorkData } from '@shop/api-contract';

type Done = (kind: 'ok' | 'error', text: string) => void;

function WorkCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A form's send: refusals stay in the form, by their fields; success reloads the order. */
function useWorkForm(fields: readonly string[], onSuccess: (text: string) => void) {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const send = async (request: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await request();
      onSuccess(done);
    } catch (error) {
      setErrors(formErrorsOf(error, fields));
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, send };
}

/**
 * The order screen's work panel (docs/decisions/012-back-office-work.md): who looks after the
 * order, the documents handed to the client, and undoing a state set by mistake (admins).
 */
export function OrderWork({ numero, onDone }: { numero: string; onDone: Done }) {
  const path = `orders/${encodeURIComponent(numero)}`;
  const [load, reload] = useLoad<OrderWorkData>(`${path}/work`);
  const succeeded = (text: string) => {
    reload();
    onDone('ok', text);
  };
  return (
    <Loaded load={load} retry={reload}>
      {(work) => (
        <>
          <Assignment path={path} work={work} onSuccess={succeeded} />
          <Documents path={path} work={work} onSuccess={succeeded} />
          {work.deshacer && <Undo path={path} move={work.deshacer} allowed={work.puedeDeshacer} onSuccess={succeeded} />}
        </>
      )}
    </Loaded>
  );
}

function Assignment({ path, work, onSuccess }: { path: string; work: OrderWorkData; onSuccess: (text: string) => void }) {
  const { errors, busy, send } = useWorkForm(['miembro'], onSuccess);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get('miembro') ?? '');
    const miembro = chosen ? Number(chosen) : null;
    void send(
      () => adminFetch('PUT', `${path}/assignee`, { miembro }),
      miembro === null ? 'Pedido sin asignar.' : `Pedido asignado a ${work.equipo.find((member) => member.id === miembro)?.email ?? ''}.`,
    );
  }
  return (
    <WorkCard title="Asignación">
      <form className="space-y-3" onSubmit={submit}>
        <Field label="Lo lleva" error={errors.fields.miembro}>
          <select name="miembro" defaultValue={work.asignado?.id ?? ''} className={inputClass}>
            <option value="">Nadie</option>
            {work.equipo.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </Field>
        {errors.message && <Notice kind="error">{errors.message}</Notice>}
        <button type="submit" className={buttonClass} disabled={busy}>
          Guardar asignación
        </button>
      </form>
    </WorkCard>
  );
}

const DOCUMENT_KINDS = ['Justificante de presentación', 'Certificado de registro', 'Resolución de la oficina'];

function Documents({ path, work, onSuccess }: { path: string; work: OrderWorkData; onSuccess: (text: string) => void }) {
  const { errors, busy, send } = useWorkForm(['titulo', 'archivo'], onSuccess);
  const listId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    void send(async () => {
      await upload(`${path}/documents`, data);
      form.reset();
    }, 'Documento añadido: el cliente lo tiene en su página del pedido y se le ha avisado por correo.');
  }
  return (
    <WorkCard title="Documentos para el cliente">
      {work.documentos.length === 0 ? (
        <p className="mb-3 text-slate-700">Aún no hay documentos.</p>
      ) : (
        <ul className="mb-3 space-y-2">
          {work.documentos.map((document) => (
            <li key={document.id}>
              <a href={`/api/admin/${path}/documents/${document.id}`} className="text-brand-800 underline" download>
                {document.titulo}
              </a>
              <span className="block text-xs text-slate-700">
                {document.nombre} · {formatFileSize(document.bytes)} · {document.autor}, {formatDateTime(document.fecha)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="space-y-3" onSubmit={submit} noValidate>
        <Field label="Qué documento es" hint="El cliente lo verá con este nombre." error={errors.fields.titulo}>
          <input name="titulo" list={listId} maxLength={200} className={inputClass} />
        </Field>
        <datalist id={listId}>
          {DOCUMENT_KINDS.map((kind) => (
            <option key={kind} value={kind} />
          ))}
        </datalist>
        <Field label="Archivo (PDF, JPG o PNG, hasta 20 MB)" error={errors.fields.archivo}>
          <input name="archivo" type="file" accept="application/pdf,image/jpeg,image/png" className="mt-1 block w-full text-sm" />
        </Field>
        {errors.message && <Notice kind="error">{errors.message}</Notice>}
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? 'Subiendo...' : 'Añadir y avisar al cliente'}
        </button>
      </form>
    </WorkCard>
  );
}

function Undo({
  path,
  move,
  allowed,
  onSuccess,
}: {
  path: string;
  move: NonNullable<OrderWorkData['deshacer']>;
  allowed: boolean;
  onSuccess: (text: string) => void;
}) {
  const { errors, busy, send } = useWorkForm(['motivo'], onSuccess);
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const title = `Deshacer «${move.desdeTexto}»`;
  const told = move.avisado
    ? `El cliente recibió el aviso de «${move.desdeTexto}»: se le enviará una corrección.`
    : `El cliente no recibió aviso de «${move.desdeTexto}»: no se le enviará nada.`;
  if (!allowed)
    return (
      <WorkCard title="Deshacer el último cambio">
        <p className="text-slate-800">¿«{move.desdeTexto}» fue un error? Solo una persona con rol de administración puede deshacerlo.</p>
      </WorkCard>
    );
  return (
    <WorkCard title="Deshacer el último cambio">
      <form
        className="space-y-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <p className="text-slate-800">
          Devuelve el pedido de «{move.desdeTexto}» a «{move.haciaTexto}». {told}
        </p>
        <Field label="Motivo (solo lo ve el equipo)" error={errors.fields.motivo}>
          <textarea name="motivo" rows={2} maxLength={NOTE_MAX} value={reason} onChange={(event) => setReason(event.target.value)} className={inputClass} />
        </Field>
        {errors.message && <Notice kind="error">{errors.message}</Notice>}
        <button type="submit" className={buttonClass} disabled={busy}>
          {title}
        </button>
        {asking && (
          <ConfirmDialog
            title={`¿${title}?`}
            confirmLabel={`Sí, volver a «${move.haciaTexto}»`}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              void send(
                () => post(`${path}/undo`, { motivo: reason }),
                move.avisado
                  ? `Cambio deshecho: el pedido vuelve a «${move.haciaTexto}» y el cliente recibe la corrección.`
                  : `Cambio deshecho: el pedido vuelve a «${move.haciaTexto}».`,
              );
            }}
          >
            <p>
              El pedido volverá a «{move.haciaTexto}». {told}
            </p>
          </ConfirmDialog>
        )}
      </form>
    </WorkCard>
  );
}
