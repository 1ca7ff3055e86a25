import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../../../components/icon';

interface MeetingDialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The detail, modify and cancel modals on the native <dialog>: showModal makes the page behind inert (the Tab key
 * stays inside), Escape closes, the focus goes to the first field (or the close button) and back to the button
 * that opened it when it closes.
 */
export function MeetingDialog({ title, closeLabel, onClose, children }: MeetingDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current!;
    const returnTo = document.activeElement as HTMLElement | null;
    dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('.meeting-dialog__body :is(input, select, textarea):not(:disabled)');
    (first ?? dialog.querySelector<HTMLElement>('.meeting-dialog__close'))?.focus();
    return () => {
      dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="meeting-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="meeting-dialog__head">
        <h2 id={titleId} className="meeting-dialog__title">
          {title}
        </h2>
        <button type="button" className="meeting-dialog__close" aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="meeting-dialog__body">{children}</div>
    </dialog>
  );
}
