import { formatEur, splitRows, type TaxSplit } from '@shop/money';

/**
 * A total as the invoice reads it (DECISIONS §12): official fees passed through, the professional
 * fee with its base and VAT, and the total, which is the same the visitor pays. One look wherever it
 * shows: the summary before paying, and the order page.
 */
export function TaxBreakdown({ split, totalLabel = 'Total', totalTestId }: { split: TaxSplit; totalLabel?: string; totalTestId?: string }) {
  return (
    <dl className="divide-y divide-slate-200 text-sm" data-testid="tax-breakdown">
      {splitRows(split).map((row) => (
        <div
          key={row.label}
          className={`flex justify-between gap-4 px-4 ${row.total ? 'py-3 text-base font-bold text-slate-900' : row.part ? 'py-1.5 pl-8 text-slate-700' : 'py-2 text-slate-800'}`}
        >
          <dt>{row.total ? totalLabel : row.label}</dt>
          <dd className="whitespace-nowrap" data-testid={row.total ? totalTestId : undefined}>
            {formatEur(row.cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
