import { $accessToken, $signedIn, $user, endSession } from '../stores/session';
import { $pendingCalls } from '../stores/ui';

/** How long a call runs before the spinner appears: quick calls do not flash it. */
const SPINNER_DELAY_MS = 150;
let synced = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows or hides the frame's #page-spinner. */
function showSpinner(active: boolean) {
  const spinner = document.getElementById('page-spinner');
  if (!spinner) return;
  spinner.dataset.active = String(active);
  // A modal <dialog> (the login dialog) sits in the top layer, above any z-index: the spinner joins the top layer
  // as a manual popover so it stays visible over the dialog.
  if (!('showPopover' in spinner)) return;
  if (!spinner.popover) spinner.popover = 'manual';
  const shown = spinner.matches(':popover-open');
  if (active && !shown) spinner.showPopover();
  if (!active && shown) spinner.hidePopover();
}

/**
 * Mirrors the shared stores into the static frame, once per page (every island calls it through useIsland): the
 * spinner while calls run, and html[data-signed-in] (guest-only controls hide, member islands wake up).
 */
export function syncFrame(): void {
  if (synced || typeof document === 'undefined') return;
  synced = true;
  // Member data without a token is stale (a revoked or expired session): forget it (§4 Session).
  if (!$accessToken.get() && $user.get()) endSession();
  $signedIn.subscribe((signedIn) => document.documentElement.toggleAttribute('data-signed-in', signedIn));
  $pendingCalls.subscribe((count) => {
    clearTimeout(timer);
    if (count > 0) timer = setTimeout(() => showSpinner(true), SPINNER_DELAY_MS);
    else showSpinner(false);
  });
}
