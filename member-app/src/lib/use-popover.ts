import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A header popover (user panel, notification list): its open state, the refs of its root and its button, the id
 * its button controls, and the dismissal: Escape closes it and gives the focus back to the button, and so does a
 * pointer press outside it (without taking the focus).
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

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
  }, [open, close]);

  /** The props of the button that opens and closes the popover. */
  const toggleProps = {
    ref: toggle,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen(!open),
  } as const;
  return { open, setOpen, root, panelId, toggleProps };
}
