import { useRef } from 'react';
import { useHydrated } from '../../useHydrated';
import { useOwnEarlyInput } from '../../earlyInput';
import { COMPLETE_INVOICE_BOX, billingPrefill, billingRequired, type Billing, type BillingKey } from '@shop/flow-kit';
import { FieldError, RequiredMark } from './Field';
import { BillingParts } from './BillingParts';
import { describedBy, fieldId, hintId, type WidgetProps } from './types';

/** Why the block is asked, as the visitor reads it (DECISIONS §12). */
function whyAsked(company: boolean): string {
  return company
    ? 'La factura se emite a nombre de la empresa, con su CIF y su dirección.'
    : 'Los pedidos de más de 400 € llevan factura completa, con tu NIF o NIE y tu dirección.';
}

/**
 * Kind billing: who the invoice names (DECISIONS §12). Required for a company or a total over
 * 400 €; otherwise a box asks whether the visitor wants a complete invoice, and only then shows
 * the parts (unticked, none is sent: a simplified invoice, RD 1619/2012 art. 4). The block starts
 * with the applicant's name and Spain. As plain HTML (ADR 021: forms before JavaScript) the box is
 * sent as `<name>.completa` (step-form.ts) and the parts are in the page, shown by the stylesheet
 * while it is ticked: the visitor fills them in at once, and the server reads them only then.
 */
export function BillingWidget({ name, value, data, label, error, issues = {}, onChange, quote, disabled }: WidgetProps<'billing', Billing | null>) {
  const company = data.applicantType === 'empresa';
  const required = billingRequired(data, quote.totalCents);
  // Several parts may change before the next render (what was typed before the page's code ran,
  // handed over at once): each builds on the last, not on the render's value.
  const latest = useRef(value);
  latest.current = value;
  // Unticked and ticked again, the box brings back what was typed.
  const untickedValue = useRef<Billing | null>(null);
  const shown = value ?? (required ? billingPrefill(data) : null);
  // Before the page's code runs, the unticked box's parts are there too, hidden until it is ticked.
  const hydrated = useHydrated();
  const parts = shown ?? (hydrated ? null : billingPrefill(data));
  // What the visitor did in the server's block before the code ran: the box, then its parts.
  const early = useOwnEarlyInput<HTMLFieldSetElement>();
  const setPart = (key: BillingKey, text: string) => {
    // Typed in the unticked box's parts (ticked, typed in, unticked before the code ran): no invoice
    // is asked for, and ticking the box brings them back.
    if (!required && latest.current == null) {
      untickedValue.current = { ...(untickedValue.current ?? billingPrefill(data)), [key]: text };
      return;
    }
    const next = { ...(latest.current ?? billingPrefill(data)), [key]: text };
    latest.current = next;
    onChange({ [name]: next });
  };
  const choose = (complete: boolean) => {
    if (!complete) untickedValue.current = latest.current;
    const next = complete ? (untickedValue.current ?? billingPrefill(data)) : null;
    latest.current = next;
    onChange({ [name]: next });
  };
  const boxId = fieldId(`${name}.completa`);
  return (
    // A block of its own, headed as the form's other blocks are (the owners of spec-2 §2.16).
    <fieldset {...early} className="flex min-w-0 flex-col gap-4 border-t border-slate-200 pt-5" aria-describedby={describedBy(name, required, error)}>
      <legend className="float-left mb-1 w-full text-lg font-semibold text-brand-900">
        {label}
        {required && <RequiredMark />}
      </legend>
      {required && (
        <p id={hintId(name)} className="-mt-2 text-sm text-slate-700">
          {whyAsked(company)}
        </p>
      )}
      {!required && (
        <div className="peer rounded-lg border border-brand-100 bg-brand-50 p-3">
          <div className="flex items-start gap-3">
            <input
              id={boxId}
              name={`${name}.completa`}
              type="checkbox"
              checked={value !== null && value !== undefined}
              disabled={disabled}
              aria-describedby={hintId(`${name}.completa`)}
              onChange={(event) => choose(event.target.checked)}
              className="mt-1.5 size-6 shrink-0 accent-brand-700"
            />
            <label htmlFor={boxId} className="flex-1 py-2 text-sm text-slate-800">
              {COMPLETE_INVOICE_BOX}
            </label>
          </div>
          <p id={hintId(`${name}.completa`)} className="ml-9 text-xs text-slate-700">
            Sin marcarla, recibirás una factura simplificada, sin tus datos fiscales.
          </p>
        </div>
      )}
      {parts && (
        // One wrapper whether the code runs or not: parts the visitor is typing in are never remounted.
        <div className={required ? undefined : 'hidden peer-has-[:checked]:block'}>
          <BillingParts name={name} billing={parts} data={data} issues={issues} disabled={disabled} onPart={setPart} />
        </div>
      )}
      <FieldError name={name} error={error} />
    </fieldset>
  );
}
