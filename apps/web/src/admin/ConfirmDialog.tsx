import { useEffect, useId, useRef, type ReactNode } from 'react';
import { buttonClass, secondaryButtonClass } from './ui';

/**
 * Asks before a step that cannot be undone (a status change mailed to the client, disabling an
 * account). A native modal <dialog>: the browser keeps the focus inside it, Escape cancels, and
 * screen readers hear its title and text. The focus starts on "Cancelar", so an Enter pressed by
 * habit does not confirm, and goes back to where it was when the dialog closes.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element) return;
    element.showModal();
    cancel.current?.focus();
    return () => {
      element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      onCancel={(event) => {
        // Escape: closed by the parent, which unmounts the dialog, rather than by the browser.
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="mb-3 text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div id={textId} className="space-y-2 text-slate-800">
        {children}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={cancel} type="button" className={secondaryButtonClass} onClick={onCancel}>
          Cancelar
        </button>
        <button type="button" className={buttonClass} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
