/**
 * The refresh button of the 500 notice, [data-notice-action="reload"]: it retries the page that failed (the
 * same-origin referrer) when known, otherwise it reloads this one.
 */

/** The same-origin page the visitor came from, when there is one and it is not this page. */
function previousPage(): string | null {
  try {
    const ref = new URL(document.referrer);
    return ref.origin === location.origin && ref.pathname !== location.pathname ? ref.href : null;
  } catch {
    return null;
  }
}

for (const button of document.querySelectorAll<HTMLElement>('[data-notice-action="reload"]')) {
  button.addEventListener('click', () => {
    const previous = previousPage();
    if (previous) location.href = previous;
    else location.reload();
  });
}
