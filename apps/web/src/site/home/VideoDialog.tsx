import { CloseIcon } from '../ui/icons';

/**
 * spec-1 §2.2, §4: the modal player, a native `<dialog>` in the server's HTML, closed, that
 * /shell.js opens from a video card (ADR 021: no framework). The embed (privacy-enhanced domain,
 * allowed by the CSP) is added only then, when the visitor asked to play, and removed on closing;
 * the close button, Escape or a click beside the player closes it, and focus goes back to the card.
 * Tab cycles between the close button and the player (WCAG 2.1.1): keys pressed inside the
 * cross-origin player never reach this document, so focus leaving it is caught where it lands, on a
 * guard at either end, which sends it round to the other end.
 */
export function VideoDialog() {
  return (
    <dialog
      data-shell="video-dialog"
      aria-labelledby="video-modal-title"
      // The dialog fills the screen with its own dark veil (what contrast checks see), the page behind it.
      className="surface-dark fixed inset-0 m-0 h-full max-h-none w-full max-w-none items-center justify-center bg-slate-950/80 p-4 backdrop:bg-transparent open:flex"
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it never keeps focus, so there is nothing to operate. */}
      <span tabIndex={0} data-shell="video-guard-start" />
      <div className="relative w-full max-w-4xl">
        <div className="mb-3 flex items-center justify-between gap-4">
          {/* /shell.js writes the video's title over this word as the dialog opens. */}
          <h2 id="video-modal-title" data-shell="video-title" className="text-lg font-semibold text-white">
            Vídeo
          </h2>
          <button
            type="button"
            data-shell="video-close"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-slate-900 hover:bg-slate-200"
            aria-label="Cerrar vídeo"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <div data-shell="video-player" className="aspect-video overflow-hidden rounded-xl bg-black">
          <p hidden className="flex h-full items-center justify-center p-6 text-center text-white">
            Este vídeo no está disponible.
          </p>
        </div>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as above. */}
      <span tabIndex={0} data-shell="video-guard-end" />
    </dialog>
  );
}
