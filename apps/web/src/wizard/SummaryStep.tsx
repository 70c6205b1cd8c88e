import type { SummaryView } from '@shop/flow-kit';

type Row = SummaryView['rows'][number];

/**
 * The summary page of spec-2 flows: the order as entered, what is and is not included. Rows that
 * ask for the attached files get their count or their names (spec-2 §2.13, §2.15).
 */
export function SummaryStep({ view, files }: { view: SummaryView; files: readonly File[] }) {
  const placesFiles = view.rows.some((row) => 'files' in row);
  const rows: Row[] = [...view.rows, ...(!placesFiles && files.length > 0 ? [{ label: 'Archivos adjuntos', value: String(files.length) }] : [])];
  return (
    <div className="space-y-6">
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="text-sm font-medium text-slate-700">{row.label}</dt>
            <dd className="break-words text-slate-900 sm:col-span-2">{'files' in row ? <FilesValue files={files} show={row.files} /> : row.value}</dd>
          </div>
        ))}
      </dl>
      {view.billing && <BillingRows rows={view.billing} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {view.included && <SummaryList title="Incluido" items={view.included} mark="✓" tone="text-green-800" />}
        {view.notIncluded && <SummaryList title="No incluido" items={view.notIncluded} mark="✗" tone="text-slate-700" />}
      </div>
    </div>
  );
}

/** Who the invoice names (DECISIONS §12), checked before paying. */
function BillingRows({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <section aria-labelledby="resumen-facturacion">
      <h2 id="resumen-facturacion" className="mb-2 font-semibold text-slate-900">
        Datos de facturación
      </h2>
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="text-sm font-medium text-slate-700">{row.label}</dt>
            <dd className="break-words text-slate-900 sm:col-span-2">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function FilesValue({ files, show }: { files: readonly File[]; show: 'count' | 'names' }) {
  if (show === 'count') return String(files.length);
  if (files.length === 0) return 'Sin archivos adjuntos';
  return (
    <ul className="space-y-0.5">
      {files.map((file) => (
        <li key={`${file.name}-${file.size}-${file.lastModified}`}>{file.name}</li>
      ))}
    </ul>
  );
}

function SummaryList({ title, items, mark, tone }: { title: string; items: string[]; mark: string; tone: string }) {
  return (
    <section className="rounded-xl bg-slate-50 p-4">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <ul className="mt-2 space-y-1 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span className={tone} aria-hidden="true">
              {mark}
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
