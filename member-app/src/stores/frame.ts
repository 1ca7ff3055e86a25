/**
 * The one channel between the page frame, the page scripts and the islands (docs/architecture.md, "Frame and
 * islands"). Shared state is nanostores, in this folder, and nothing else:
 * - session.ts: the member ($accessToken, $user, $signedIn), kept in browser storage and followed across tabs (its
 *   storage listener is the only one);
 * - ui.ts: $lang, $pendingCalls (spinner), $loginPrompt (login dialog), $authView; bookmarks.ts: the flags every
 *   bookmark button shows; product-detail.ts: $productRequest (the detail modal); member-changes.ts: the poll's news.
 * Page scripts and islands import the same modules (one bundle, one instance), so a card, a dialog and the header
 * see one state. This module, loaded once per page by the frame (site/layouts/PageLayout.astro), writes the stores
 * into the static frame; the html[data-*] attributes it writes are a mirror for CSS and for Astro's client
 * directives (site/directives, inlined into the page: they cannot import a store), never read as state by code:
 * - html[data-signed-in]: guest-only and member-only controls, and client:member hydration (the page's head script
 *   sets it before paint from the same storage);
 * - html[data-login-prompt]: client:login hydrates the login dialog when it is first asked for;
 * - #page-spinner while calls run.
 */
import { $accessToken, $signedIn, $user, endSession } from './session';
import { $loginPrompt, $pendingCalls } from './ui';

/** How long a call runs before the spinner appears: quick calls do not flash it. */
const SPINNER_DELAY_MS = 150;
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

if (typeof document !== 'undefined') {
  const html = document.documentElement;
  // Member data without a token is stale (a revoked or expired session): forget it (docs/product/accounts.md).
  if (!$accessToken.get() && $user.get()) endSession();
  $signedIn.subscribe((signedIn) => html.toggleAttribute('data-signed-in', signedIn));
  $loginPrompt.subscribe((prompt) => prompt && html.setAttribute('data-login-prompt', ''));
  $pendingCalls.subscribe((count) => {
    clearTimeout(timer);
    if (count > 0) timer = setTimeout(() => showSpinner(true), SPINNER_DELAY_MS);
    else showSpinner(false);
  });
}
