/**
 * Says a short status to screen readers through one polite live region per page (a bookmark added or removed,
 * a failure that has no other place on screen).
 */
export function announce(text: string): void {
  let region = document.getElementById('portal-announcer');
  if (!region) {
    region = document.createElement('div');
    region.id = 'portal-announcer';
    region.className = 'visually-hidden';
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  // Emptied first, so the same message twice in a row is read twice.
  region.textContent = '';
  const target = region;
  window.setTimeout(() => (target.textContent = text), 50);
}
