import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

/**
 * A modal dialog on the native `<dialog>`: showModal() gives the focus trap, the inert page and
 * Escape for free. Closes on 'Cerrar', Escape and a click on the backdrop, and hands the focus
 * back to whatever opened it.
 */
export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Unmounting an open dialog (e.g. the step changes) must not leave the page inert.
  useEffect(() => () => dialogRef.current?.close(), []);

  // 'close' fires for every way out (Escape, button, backdrop, parent closing it).
  const handleClose = () => {
    openerRef.current?.focus();
    openerRef.current = null;
    onClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes; Escape closes the native dialog
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={handleClose}
      // The dialog box itself has no padding, so a click whose target is the dialog landed on the backdrop.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-brand-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="-m-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <CloseIcon />
            Cerrar
          </button>
        </div>
        <div className="text-base leading-relaxed text-slate-700">{children}</div>
      </div>
    </dialog>
  );
}
