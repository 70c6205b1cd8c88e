import { useEffect, useEffectEvent, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * Closes a dropdown on Escape, on a pointer press outside `containerRef` (which holds both the
 * trigger and the panel, so the trigger keeps toggling) and when the focus moves outside it.
 */
export function useDismiss(open: boolean, containerRef: RefObject<HTMLElement | null>, onDismiss: (reason: DismissReason) => void) {
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !containerRef.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => isOutside(event.target) && dismiss('outside');
    const onFocusIn = (event: FocusEvent) => isOutside(event.target) && dismiss('outside');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, containerRef]);
}
