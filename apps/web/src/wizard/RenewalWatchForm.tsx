import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { resolve, type AnyData, type FieldOf, type FieldSpec, type Issues } from '@shop/flow-kit';
import { checkRenewalWatch, RENEWAL_WATCH_PAGES, WATCH_FIELD_NAMES, WATCH_MESSAGES, watchFieldsOf } from '@shop/flows/parts/renewal-watch';
import { refusalOf } from '../api/client';
import { apiPaths } from '../api/paths';
import { requestRenewalWatch } from '../api/renewalWatch';
import { buttonBrand } from '../site/ui/styles';
import { widgetOf, type ShownKind } from './widgets';
import type { WidgetProps } from './widgets/types';

/** The office's day (Europe/Madrid), which the server also counts 'not in the future' from. */
const officeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
/** The widgets' ids are `campo-<name>`: the wizard above holds an e-mail and a mark number of its own. */
const domName = (name: string) => `aviso-${name}`;
const EMPTY: AnyData = { numero: '', nombre: '', fechaPresentacion: '', email: '', aceptaPrivacidad: false };
const NO_QUOTE = { totalCents: 0, lines: [] };

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/**
 * 'Avísame cuando toque renovar' (DECISIONS §13, ADR 014): under a renewal flow's wizard, not a step
 * of it. The fields are declared like a flow's (flows/parts/renewal-watch.ts) and drawn by the
 * wizard's widget of each kind; the browser checks with the server's own rules before sending.
 */
export function RenewalWatchForm({ path }: { path: string }) {
  const kinds = Object.hasOwn(RENEWAL_WATCH_PAGES, path) ? RENEWAL_WATCH_PAGES[path] : undefined;
  if (!kinds) return null;
  return <WatchForm path={path} fields={watchFieldsOf(kinds)} />;
}

function WatchForm({ path, fields }: { path: string; fields: Readonly<Record<string, FieldSpec>> }) {
  const id = useId();
  const [data, setData] = useState<AnyData>(EMPTY);
  const [issues, setIssues] = useState<Issues>({});
  // A form posted before the page's code ran comes back here with how it went (routes/renewal-watches.ts).
  const posted = new URLSearchParams(useLocation().search).get('aviso');
  const [status, setStatus] = useState<Status>(
    posted === 'enviado'
      ? { kind: 'sent', message: WATCH_MESSAGES.sent }
      : posted === 'revisar'
        ? { kind: 'failed', message: WATCH_MESSAGES.notSent }
        : { kind: 'idle' },
  );
  const statusRef = useRef<HTMLParagraphElement>(null);

  const change = (patch: AnyData) => {
    const plain = Object.fromEntries(Object.entries(patch).map(([name, value]) => [name.replace(/^aviso-/, ''), value]));
    setData((current) => ({ ...current, ...plain }));
    setIssues((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(name in plain))));
    if (status.kind !== 'sending') setStatus({ kind: 'idle' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const form = event.currentTarget;
    const checked = checkRenewalWatch(path, data, officeToday());
    if (!checked.ok) {
      setIssues(checked.issues);
      const first = WATCH_FIELD_NAMES.find((name) => checked.issues[name]);
      if (first) form.querySelector<HTMLElement>(`#campo-${domName(first)}`)?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const answer = await requestRenewalWatch({ ...data, pagina: path });
      setData(EMPTY);
      setStatus({ kind: 'sent', message: answer.mensaje });
    } catch (error) {
      const refusal = await refusalOf(error);
      if (refusal.fields) setIssues(refusal.fields);
      setStatus({ kind: 'failed', message: refusal.error });
    }
    statusRef.current?.focus();
  };

  return (
    // The wizard's width (Wizard.tsx), so the two read as one page.
    <div className="mx-auto max-w-5xl px-4 pb-12">
      <section id="aviso" aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-slate-50 px-4 py-6 sm:px-6">
        <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
          Avísame cuando toque renovar
        </h2>
        <p className="mt-2 text-slate-700">
          ¿Aún no toca? Déjanos el número y la fecha de presentación y te escribiremos 6 meses, 1 mes y 1 semana antes del plazo, y al empezar el plazo con
          recargo, con un enlace para renovar. Te pediremos confirmarlo por email.
        </p>
        {/* Posted as a plain form before the page's code runs (DECISIONS §15); the script sends JSON and says it here. */}
        <form
          method="post"
          action={`/${apiPaths.renewalWatch}`}
          onSubmit={submit}
          noValidate
          aria-labelledby={`${id}-title`}
          className="mt-5 grid gap-5 sm:grid-cols-2"
        >
          <input type="hidden" name="pagina" value={path} />
          {WATCH_FIELD_NAMES.map((name) => {
            const field = fields[name];
            if (!field || field.kind === 'hidden') return null;
            return (
              <div key={name} className={name === 'numero' || name === 'fechaPresentacion' ? '' : 'sm:col-span-2'}>
                {widgetFor(field, {
                  name: domName(name),
                  value: data[name],
                  data,
                  label: resolve(field.label, data),
                  required: field.required !== undefined,
                  error: issues[name],
                  onChange: change,
                  files: [],
                  onFilesChange: () => undefined,
                  prices: {},
                  quote: NO_QUOTE,
                  disabled: status.kind === 'sending',
                })}
              </div>
            );
          })}
          <div className="sm:col-span-2">
            <button type="submit" disabled={status.kind === 'sending'} className={buttonBrand}>
              {status.kind === 'sending' ? 'Enviando...' : 'Avisadme'}
            </button>
            <p
              ref={statusRef}
              tabIndex={-1}
              role="status"
              data-testid="renewal-watch-status"
              className={`mt-3 text-base font-medium ${status.kind === 'failed' ? 'text-red-700' : 'text-green-800'}`}
            >
              {status.kind === 'sent' || status.kind === 'failed' ? status.message : ''}
            </p>
          </div>
        </form>
      </section>
    </div>
  );
}

/** The field through the wizard's widget of its kind (StepFields does the same for a step). */
function widgetFor<K extends ShownKind>(field: FieldOf<K, any>, props: Omit<WidgetProps<K, any>, 'field'>): ReactElement {
  const Widget = widgetOf(field.kind);
  return <Widget {...props} field={field} />;
}
