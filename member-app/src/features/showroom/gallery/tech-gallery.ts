import { $signedIn } from '../../../stores/session';
import { promptLogin } from '../../../stores/ui';
import { initStationPlayer } from '../player/station-player';
import { $stationPhase } from '../store';

/**
 * The tech gallery's gate and menu (docs/product/showroom.md#tech-gallery):
 * a visitor gets the business-members-only popup, whose sign-in returns to the lobby, and the gallery stays
 * closed (no film, no sound of its own); a member gets the intro, the three categories, and for the chosen one
 * its film and its products. The product detail itself is a members-only call, whatever the page shows.
 */
export function initTechGallery(root: HTMLElement, denied: HTMLDialogElement): void {
  const content = root.querySelector<HTMLElement>('[data-gallery-content]')!;
  const notice = root.querySelector<HTMLElement>('[data-gallery-denied]')!;
  const lobby = root.dataset.lobby ?? '/';
  document.addEventListener('click', (event) => {
    const login = (event.target as Element | null)?.closest('[data-gallery-login]');
    if (!login || event.defaultPrevented) return;
    event.preventDefault();
    denied.close();
    promptLogin({ reason: 'required', returnTo: lobby });
  });

  if (!$signedIn.get()) {
    root.dataset.access = 'denied';
    // The page's own notice only once the popup is closed: shown behind it, the message read twice (issue 17 item 6).
    denied.addEventListener('close', () => (notice.hidden = false), { once: true });
    denied.showModal();
    return;
  }
  root.dataset.access = 'member';
  content.hidden = false;
  const panels = [...root.querySelectorAll<HTMLElement>('[data-gallery-products]')];
  $stationPhase.listen(({ phase, index }) => {
    const showing = phase === 'film' || phase === 'ended';
    panels.forEach((panel, i) => (panel.hidden = !(showing && i === index)));
  });
  initStationPlayer(root.querySelector<HTMLElement>('[data-player]')!);
}
