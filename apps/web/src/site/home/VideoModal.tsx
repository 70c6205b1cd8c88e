import { useEffect, useRef } from 'react';
import { embedUrlOf, type VideoItem } from '@shop/settings/videos';
import { CloseIcon } from '../ui/icons';

/**
 * spec-1 §2.2, §4: the modal player. The embed (privacy-enhanced domain, allowed by the CSP) loads
 * only now, when the visitor asked to play; the close button or Escape closes it and focus goes
 * back to the card that opened it. Tab cycles between the close button and the player (WCAG 2.1.1).
 */
export function VideoModal({ video, onClose }: { video: VideoItem; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const player = useRef<HTMLIFrameElement>(null);
  const src = embedUrlOf(video.url);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [onClose]);

  // Keys pressed inside the cross-origin player never reach this document, so focus leaving the
  // dialog is caught where it lands: on a guard at either end, which sends it round to the other end.
  const focusFirst = () => closeButton.current?.focus();
  const focusLast = () => (player.current ?? closeButton.current)?.focus();

  return (
    <div className="surface-dark fixed inset-0 z-[80] flex items-center justify-center p-4" role="dialog" aria-modal="true" aria-labelledby="video-modal-title">
      <div className="absolute inset-0 bg-slate-950/80" onClick={onClose} aria-hidden="true" />
      <FocusGuard onFocus={focusLast} />
      <div className="relative w-full max-w-4xl">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id="video-modal-title" className="text-lg font-semibold text-white">
            {video.title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-slate-900 hover:bg-slate-200"
            aria-label="Cerrar vídeo"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <div className="aspect-video overflow-hidden rounded-xl bg-black">
          {src ? (
            <iframe
              ref={player}
              src={src}
              title={video.title}
              className="h-full w-full"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
          ) : (
            <p className="flex h-full items-center justify-center p-6 text-center text-white">Este vídeo no está disponible.</p>
          )}
        </div>
      </div>
      <FocusGuard onFocus={focusFirst} />
    </div>
  );
}

/** An empty stop in the Tab order that passes focus on the moment it arrives, as focus-trap libraries do. */
function FocusGuard({ onFocus }: { onFocus: () => void }) {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it never keeps focus, so there is nothing to operate.
  return <span tabIndex={0} onFocus={onFocus} />;
}
