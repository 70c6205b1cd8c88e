import { ERROR_BANNER, issuePathsInOrder, type Issues } from '@shop/flow-kit';
import { fieldId } from './widgets/types';

/** The banner's element: it takes the focus when the first field at fault is out of sight. */
export const ERROR_BANNER_ID = 'errores-paso';

/**
 * After a failed submit (spec-2 §2.2): the spec's banner and sentence, how many fields to look at,
 * and a link to the first. Each message is said once, under its field (which points at it): the
 * banner repeating them showed every sentence twice on the screen.
 */
export function ErrorBanner(props: { issues: Issues; order: readonly string[] }) {
  const { issues, order } = props;
  // A block's parts count one by one (the billing block's `facturacion.nif`...).
  const atFault = issuePathsInOrder(order, issues);
  const first = atFault[0];
  const count = atFault.length;
  return (
    <div id={ERROR_BANNER_ID} tabIndex={-1} role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 focus:outline-none">
      <p className="font-semibold">{ERROR_BANNER}</p>
      <p className="text-sm">Todos los campos marcados con * son obligatorios.</p>
      {first && (
        <p className="mt-2 text-sm">
          {count === 1 ? 'Hay 1 campo por revisar: ' : `Hay ${count} campos por revisar: `}
          <a
            className="underline"
            href={`#${fieldId(first)}`}
            onClick={(event) => {
              event.preventDefault();
              document.getElementById(fieldId(first))?.focus();
            }}
          >
            ir al primero
          </a>
          .
        </p>
      )}
    </div>
  );
}
