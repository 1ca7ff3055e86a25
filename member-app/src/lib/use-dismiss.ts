import { useEffect, type RefObject } from 'react';

/**
 * Closes an open header popover (user panel, notification list) on Escape, giving the focus back to its button,
 * or on a pointer press outside it.
 */
export function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLElement | null>, toggle: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => root.current?.contains(event.target as Node) || close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, root, toggle]);
}
