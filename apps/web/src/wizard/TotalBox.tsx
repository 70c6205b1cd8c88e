import { useEffect, useRef, useState } from 'react';
import { formatEur, type Quote } from '@shop/money';

/**
 * The running total in the page header, with the breakdown once there is more than the base
 * (spec-1 §2.7), and what it includes as the flow says.
 */
export function TotalBox({ quote, includes, quoteRequest = false }: { quote: Quote; includes: string; quoteRequest?: boolean }) {
  const spoken = quoteRequest ? 'Presupuesto personalizado' : quote.lines.length === 0 ? '' : `Total: ${formatEur(quote.totalCents)}`;
  return (
    <div role="group" aria-label="Total del pedido" className="rounded-xl bg-brand-800 px-4 py-3 text-white shadow-sm">
      <TotalFigures quote={quote} includes={includes} quoteRequest={quoteRequest} />
      <SpokenChange text={spoken} />
    </div>
  );
}

/**
 * The total changes with fields elsewhere on the page (a class ticked, a plan chosen): screen
 * readers say the new one. The first figure is read with the page, not announced.
 */
function SpokenChange({ text }: { text: string }) {
  const first = useRef(text);
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (text !== first.current) setChanged(true);
  }, [text]);
  return (
    <p role="status" className="sr-only">
      {changed ? text : ''}
    </p>
  );
}

function TotalFigures({ quote, includes, quoteRequest }: { quote: Quote; includes: string; quoteRequest: boolean }) {
  // A zero-price quote case of a payable flow (spec-2 §4): no figure to show, nothing to pay now.
  if (quoteRequest) {
    return (
      <>
        <p className="text-lg font-bold" data-testid="quote-request-total">
          Presupuesto personalizado
        </p>
        <p className="mt-1 text-xs text-brand-100">Sin pago ahora: te enviaremos un presupuesto a medida</p>
      </>
    );
  }
  // Nothing priced yet (a patent before its type is chosen): no misleading 0,00 €.
  if (quote.lines.length === 0) {
    return (
      <>
        <p className="flex flex-wrap items-baseline justify-between gap-x-4">
          <span className="text-sm">Total</span>
          <span className="text-2xl font-bold" data-testid="running-total">
            —
          </span>
        </p>
        <p className="mt-1 text-xs text-brand-100">Elige una opción para ver el precio</p>
      </>
    );
  }
  // Only when something adds to the base (a second class, a type's surcharge): one class of a
  // type at 0 € is just the plan's price (spec-1 §2.7: a breakdown when more than one class).
  const breakdown = quote.lines.filter((line) => line.cents !== 0).length > 1;
  return (
    <>
      <p className="flex flex-wrap items-baseline justify-between gap-x-4">
        <span className="text-sm">Total</span>
        <span className="text-2xl font-bold whitespace-nowrap" data-testid="running-total">
          {formatEur(quote.totalCents)}
        </span>
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
      <p className="mt-1 text-xs text-brand-100">{includes}</p>
    </>
  );
}
