/**
 * DECISIONS §7: the site's wizard always passes the bot check, so an order without it was sent
 * straight to the API, by an integration or by a robot. Staff see it before acting on the order.
 */
const EXPLANATION = 'Este pedido no se hizo desde la web, sino directamente contra la API: puede ser de un robot.';

export function UncheckedNotice() {
  return (
    <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
      <strong>Sin comprobación anti-robot.</strong> {EXPLANATION}
    </p>
  );
}

export function UncheckedBadge() {
  return (
    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900">
      Sin comprobación anti-robot
      <span className="sr-only">: {EXPLANATION}</span>
    </span>
  );
}
