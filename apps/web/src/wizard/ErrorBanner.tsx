import { ERROR_BANNER, type Issues } from '@shop/flow-kit';
import { fieldId } from './widgets/types';

/** After a failed submit (spec-2 §2.2): the banner, and each message linked to its field. */
export function ErrorBanner({ issues, order }: { issues: Issues; order: readonly string[] }) {
  const names = order.filter((name) => issues[name]);
  const seen = new Set<string>();
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{ERROR_BANNER}</p>
      <p className="text-sm">Todos los campos marcados con * son obligatorios.</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {names.map((name) => {
          const message = issues[name]!;
          if (seen.has(message)) return null;
          seen.add(message);
          return (
            <li key={name}>
              <a
                className="underline"
                href={`#${fieldId(name)}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(fieldId(name))?.focus();
                }}
              >
                {message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
