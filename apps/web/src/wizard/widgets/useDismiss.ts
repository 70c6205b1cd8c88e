import { useEffect, useEffectEvent, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * Closes a dropdown on Escape, on a pointer press outside `containerRef` (which holds both the
 * trigger and the panel, so the trigger keeps toggling) and when the focus moves to another control outside it.
 */
export function useDismiss(open: boolean, containerRef: RefObject<HTMLElement | null>, onDismiss: (reason: DismissReason) => void) {
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !containerRef.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => isOutside(event.target) && dismiss('outside');
    // A press on something not focusable inside the panel (a row's text) hands the focus to the
    // nearest focusable ancestor, such as <main tabindex="-1">: that is not leaving the panel.
    // Presses really outside are the pointerdown's to judge.
    const isAncestor = (target: EventTarget | null) => target instanceof Node && containerRef.current !== null && target.contains(containerRef.current);
    const onFocusIn = (event: FocusEvent) => isOutside(event.target) && !isAncestor(event.target) && dismiss('outside');
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
