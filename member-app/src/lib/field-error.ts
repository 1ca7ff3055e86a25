import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { Translate } from './messages';
import { errorText } from './use-contract-form';

/**
 * The translated error under a field, looked up by its path in the contract's body ('email', 'newPartner.url'),
 * which may differ from the form's input names when a form composes the body (split e-mail, phone parts).
 */
export function fieldError<T extends FieldValues>(t: Translate, errors: FieldErrors<T>, ...paths: string[]): string {
  for (const path of paths) {
    const message = (get(errors, path) as { message?: string } | undefined)?.message;
    if (message) return errorText(t, message);
  }
  return '';
}

/** Focuses (and scrolls to) the input with an id, if it is on the page. */
export function focusById(id: string | undefined): void {
  const el = id ? document.getElementById(id) : null;
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
