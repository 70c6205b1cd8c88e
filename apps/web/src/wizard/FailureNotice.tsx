/** DECISIONS §5: a failed call is told in Spanish, the data stays, and the visitor can try again. */
export function FailureNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div role="alert" className="flex items-start justify-between gap-4 rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950">
      <p>
        {message} <span className="font-medium">Pulsa de nuevo el botón para reintentarlo.</span>
      </p>
      <button type="button" onClick={onDismiss} className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-medium underline">
        Cerrar
      </button>
    </div>
  );
}
