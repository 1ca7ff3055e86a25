import { useEffect, useId, useRef } from 'react';
import './confirm-dialog.css';

/** A confirm prompt (two buttons) or an alert (one button). */
export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  title?: string;
  confirmLabel: string;
  /** Without it the dialog is an alert with a single button. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Escape and the cancel button; an alert's Escape runs onConfirm when this is absent. */
  onCancel?: () => void;
  /** For irreversible actions: the focus starts on the cancel button. */
  destructive?: boolean;
}

/**
 * A small modal prompt on the native <dialog> (background inert, Escape closes): the focus moves into it when
 * it opens and returns to where it was when it closes.
 */
export function ConfirmDialog({ open, message, title, confirmLabel, cancelLabel, onConfirm, onCancel, destructive }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const id = useId();
  const alert = !cancelLabel;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      (destructive && cancelRef.current ? cancelRef.current : confirmRef.current)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      if (returnTo.current?.isConnected) returnTo.current.focus();
    }
  }, [open, destructive]);

  const cancel = onCancel ?? onConfirm;
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role={alert ? 'alertdialog' : 'dialog'}
      aria-labelledby={title ? `${id}-title` : `${id}-message`}
      aria-describedby={title ? `${id}-message` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <div className="confirm-dialog__box">
        {title && (
          <h2 id={`${id}-title`} className="confirm-dialog__title">
            {title}
          </h2>
        )}
        <p id={`${id}-message`} className="confirm-dialog__message">
          {message}
        </p>
        <div className="confirm-dialog__actions">
          {cancelLabel && (
            <button ref={cancelRef} type="button" className="btn btn--ghost" onClick={cancel}>
              {cancelLabel}
            </button>
          )}
          <button ref={confirmRef} type="button" className="btn" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
