import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The edit modal (§2 Inquiries) on the native <dialog>: the background is inert, Escape closes it, the focus goes
 * to its first field and back to the edit button afterwards.
 */
export function EditDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    const returnTo = document.activeElement as HTMLElement | null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('select, input, textarea')?.focus();
    return () => {
      dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="qna-dialog"
      aria-labelledby="qna-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="qna-dialog-title" className="qna-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
