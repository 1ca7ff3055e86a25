/**
 * Shared behaviour of the frame's modal <dialog>s (side menu, legal texts): close buttons, closing on a backdrop
 * click, a focus trap, and focus returned to the button that opened the dialog. Escape is native.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside a container, in order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Wires one dialog once: close buttons, backdrop click, Tab wrapping inside it. */
export function enhanceDialog(dialog: HTMLDialogElement): void {
  if (dialog.dataset.ready !== undefined) return;
  dialog.dataset.ready = '';
  for (const button of dialog.querySelectorAll<HTMLElement>('[data-dialog-close]')) {
    if (button.closest('dialog') === dialog) button.addEventListener('click', () => dialog.close());
  }
  // The dialog fills the viewport and its content sits inside it: a click on the dialog itself is the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const items = focusables(dialog);
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
}

/** Opens a dialog modally from a button, and gives the focus back to that button when it closes. */
export function openDialog(dialog: HTMLDialogElement, opener?: HTMLElement): void {
  enhanceDialog(dialog);
  if (dialog.open) return;
  dialog.showModal();
  // Only disclosure-style openers (the menu button) carry aria-expanded.
  const expands = opener?.hasAttribute('aria-expanded') ?? false;
  if (expands) opener?.setAttribute('aria-expanded', 'true');
  dialog.addEventListener(
    'close',
    () => {
      if (expands) opener?.setAttribute('aria-expanded', 'false');
      opener?.focus();
    },
    { once: true },
  );
}

/**
 * Makes every [data-open-dialog="id"] button open the dialog with that id. A link opener (the legal texts) opens
 * the dialog on a plain click and stays a link for new tabs and for pages without the dialog.
 */
export function initDialogOpeners(): void {
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element | null)?.closest<HTMLElement>('[data-open-dialog]');
    const dialog = opener && document.getElementById(opener.dataset.openDialog ?? '');
    if (!opener || !(dialog instanceof HTMLDialogElement)) return;
    if (opener instanceof HTMLAnchorElement) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
    }
    openDialog(dialog, opener);
  });
}
