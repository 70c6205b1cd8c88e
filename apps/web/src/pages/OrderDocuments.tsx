import type { OrderPageData } from '../api/order';
import { formatDateTime } from '../site/ui/dates';

/**
 * The documents the office handed the client (its filing receipt, the registration certificate),
 * each a download by the order's reference, as the page itself (DECISIONS §10).
 */
export function OrderDocuments({ documentos }: { documentos: OrderPageData['documentos'] | undefined }) {
  if (!documentos || documentos.length === 0) return null;
  return (
    <section aria-labelledby="documentos">
      <h2 id="documentos" className="mb-2 font-semibold text-slate-900">
        Documentos de tu pedido
      </h2>
      <ul className="space-y-2 text-sm">
        {documentos.map((document) => (
          <li key={document.url} className="rounded-lg bg-slate-50 px-4 py-2">
            <a href={document.url} download className="font-medium text-brand-800 underline">
              {document.nombre}
            </a>{' '}
            <span className="text-slate-700">({formatDateTime(document.fecha)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
