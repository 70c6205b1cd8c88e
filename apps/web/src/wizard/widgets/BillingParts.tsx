import { BILLING_MAX_LENGTH, billingLabels, isSpain, type AnyData, type Billing, type BillingKey, type Issues } from '@shop/flow-kit';
import { Field, inputClass } from './Field';
import { describedBy, fieldId } from './types';

/**
 * What the browser may fill in from the visitor's saved billing address: the `billing` section of
 * each autofill field (HTML's autocomplete tokens), the name as a person's or a company's.
 */
const autofillOf = (key: BillingKey, company: boolean): string | undefined =>
  ({
    nif: undefined,
    nombre: company ? 'billing organization' : 'billing name',
    direccion: 'billing address-line1',
    codigoPostal: 'billing postal-code',
    ciudad: 'billing address-level2',
    provincia: 'billing address-level1',
    pais: 'billing country-name',
  })[key];

/** One row per line on a phone; on wider screens the short parts pair up. */
const LAYOUT: { key: BillingKey; wide?: boolean }[] = [
  { key: 'nombre', wide: true },
  { key: 'nif' },
  { key: 'pais' },
  { key: 'direccion', wide: true },
  { key: 'codigoPostal' },
  { key: 'ciudad' },
  { key: 'provincia' },
];

interface BillingPartsProps {
  name: string;
  billing: Billing;
  data: AnyData;
  /** The step's messages; a part's is under `<name>.<part>`. */
  issues: Issues;
  disabled: boolean;
  onPart: (key: BillingKey, value: string) => void;
}

/** The seven inputs of the invoice's holder, each with its label, its message and its autofill hint. */
export function BillingParts({ name, billing, data, issues, disabled, onPart }: BillingPartsProps) {
  const labels = billingLabels(data, billing);
  const spain = isSpain(billing.pais);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {LAYOUT.map(({ key, wide }) => {
        const path = `${name}.${key}`;
        const error = issues[path];
        // A province is asked in Spain only; elsewhere the address may have none.
        const required = key !== 'provincia' || spain;
        const hint = key === 'nif' && !spain ? 'El número de identificación fiscal de tu país (por ejemplo, el de IVA).' : undefined;
        return (
          <div key={key} className={wide ? 'sm:col-span-2' : ''}>
            <Field name={path} label={labels[key]} required={required} hint={hint} error={error}>
              <input
                id={fieldId(path)}
                name={path}
                type="text"
                value={billing[key]}
                disabled={disabled}
                maxLength={BILLING_MAX_LENGTH[key]}
                autoComplete={autofillOf(key, data.applicantType === 'empresa')}
                // Tax numbers and Spanish postal codes: capitals and digits, no spelling.
                {...(key === 'nif' ? { autoCapitalize: 'characters', spellCheck: false } : {})}
                {...(key === 'codigoPostal' && spain ? { inputMode: 'numeric' as const } : {})}
                aria-invalid={error ? true : undefined}
                aria-required={required || undefined}
                aria-describedby={describedBy(path, Boolean(hint), error)}
                onChange={(event) => onPart(key, event.target.value)}
                className={inputClass(Boolean(error))}
              />
            </Field>
          </div>
        );
      })}
    </div>
  );
}
