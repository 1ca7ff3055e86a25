import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './icon';
import './modal-dialog.css';

interface ModalDialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The islands' modals (meeting detail, modify and cancel; inquiry edit) on the native <dialog>: showModal makes the
 * page behind inert (the Tab key stays inside), Escape closes, the focus goes to the first field (or the close
 * button) and back to the button that opened it when it closes.
 */
export function ModalDialog({ title, closeLabel, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current!;
    const returnTo = document.activeElement as HTMLElement | null;
    dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('.modal-dialog__body :is(input, select, textarea):not(:disabled)');
    (first ?? dialog.querySelector<HTMLElement>('.modal-dialog__close'))?.focus();
    return () => {
      dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-dialog__head">
        <h2 id={titleId} className="modal-dialog__title">
          {title}
        </h2>
        <button type="button" className="modal-dialog__close" aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="modal-dialog__body">{children}</div>
    </dialog>
  );
}
