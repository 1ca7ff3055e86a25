/** Side-menu behaviour: the menu button opens the modal panel; group buttons open and close their lists. */
import { openDialog } from './dialogs';

/** Wires the menu buttons and the groups' toggles. */
export function initSideMenu(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-side-menu]');
  if (!dialog || dialog.dataset.menuReady !== undefined) return;
  dialog.dataset.menuReady = '';
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-menu-open]')) {
    button.addEventListener('click', () => openDialog(dialog, button));
  }
  for (const toggle of dialog.querySelectorAll<HTMLButtonElement>('[data-menu-group]')) {
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(open));
      if (panel) panel.hidden = !open;
    });
  }
}
