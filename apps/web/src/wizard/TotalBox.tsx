import { formatEur, type Quote } from '@shop/money';

/**
 * The running total in the page header, with the breakdown once there is more than the base
 * (spec-1 §2.7), and what it includes as the flow says. Its first line is a polite live region:
 * the total changes with fields elsewhere on the page (a class ticked, a plan chosen) and screen
 * readers say the new one; the figure is written once on the page, not again for them.
 */
export function TotalBox({ quote, includes, quoteRequest = false }: { quote: Quote; includes: string; quoteRequest?: boolean }) {
  // Nothing priced yet (a patent before its type is chosen): no misleading 0,00 €.
  const priced = quote.lines.length > 0;
  // Only when something adds to the base (a second class, a type's surcharge): one class of a
  // type at 0 € is just the plan's price (spec-1 §2.7: a breakdown when more than one class).
  const breakdown = !quoteRequest && quote.lines.filter((line) => line.cents !== 0).length > 1;
  return (
    <div role="group" aria-label="Total del pedido" className="rounded-xl bg-brand-800 px-4 py-3 text-white shadow-sm">
      <p aria-live="polite" aria-atomic="true" className="flex flex-wrap items-baseline justify-between gap-x-4">
        {quoteRequest ? (
          // A zero-price quote case of a payable flow (spec-2 §4): no figure to show, nothing to pay now.
          <span className="text-lg font-bold" data-testid="quote-request-total">
            Presupuesto personalizado
          </span>
        ) : (
          <>
            <span className="text-sm">Total</span>{' '}
            <span className="text-2xl font-bold whitespace-nowrap" data-testid="running-total">
              {priced ? formatEur(quote.totalCents) : '—'}
            </span>
          </>
        )}
      </p>
      {breakdown && (
        <ul className="mt-1 space-y-0.5 text-xs text-brand-100" data-testid="total-breakdown">
          {quote.lines.map((line) => (
            <li key={line.label} className="flex justify-between gap-4">
              <span>{line.label}</span>
              <span className="shrink-0 whitespace-nowrap">{formatEur(line.cents)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-xs text-brand-100">
        {quoteRequest ? 'Sin pago ahora: te enviaremos un presupuesto a medida' : priced ? includes : 'Elige una opción para ver el precio'}
      </p>
    </div>
  );
}
