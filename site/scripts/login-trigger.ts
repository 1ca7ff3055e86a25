/**
 * The header's guest login link ([data-login-trigger]) opens the login dialog instead of leaving the page, when
 * the page has one (the login page itself has none, and without scripts the link simply goes to /{lang}/login).
 */
import { promptLogin } from '@member/public/ui';

/** Intercepts clicks on login triggers; modified clicks (new tab, new window) keep the link's behaviour. */
export function initLoginTrigger(): void {
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest('[data-login-trigger]');
    if (!trigger || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (!document.querySelector('#login-modal-root astro-island')) return;
    event.preventDefault();
    promptLogin();
  });
}
