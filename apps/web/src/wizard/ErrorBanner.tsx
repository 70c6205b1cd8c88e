import { ERROR_BANNER, resolve, type AnyData, type FieldSpec, type Issues } from '@shop/flow-kit';
import { fieldId } from './widgets/types';

/** The banner's element: it takes the focus when the first field at fault is out of sight. */
export const ERROR_BANNER_ID = 'errores-paso';

/**
 * After a failed submit (spec-2 §2.2): the banner, and each message once, linked to its first
 * field. A message several fields share ('Este campo es obligatorio' of both owners, 'El email es
 * obligatorio' of the applicant and of each owner) names those fields, so the visitor knows which
 * ones to fill in; the consents' one sentence (spec-1 §5 gives one for both boxes) needs no names.
 */
export function ErrorBanner(props: { issues: Issues; order: readonly string[]; fields: Readonly<Record<string, FieldSpec>>; data: AnyData }) {
  const { issues, order, fields, data } = props;
  const byMessage = new Map<string, string[]>();
  for (const name of order) {
    const message = issues[name];
    if (message) byMessage.set(message, [...(byMessage.get(message) ?? []), name]);
  }
  const labelOf = (name: string) => {
    const field = fields[name];
    return field ? resolve(field.label, data) : name;
  };
  return (
    <div id={ERROR_BANNER_ID} tabIndex={-1} role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 focus:outline-none">
      <p className="font-semibold">{ERROR_BANNER}</p>
      <p className="text-sm">Todos los campos marcados con * son obligatorios.</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {[...byMessage].map(([message, names]) => (
          <li key={names[0]}>
            <a
              className="underline"
              href={`#${fieldId(names[0]!)}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId(names[0]!))?.focus();
              }}
            >
              {message}
            </a>
            {names.length > 1 && names.some((name) => fields[name]?.kind !== 'consent') && <span> ({names.map(labelOf).join(', ')})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
