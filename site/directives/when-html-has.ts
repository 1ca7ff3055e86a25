/**
 * Runs `start` once <html> carries `attribute`: at once, or when the frame's mirror of the stores sets it
 * (member-app/src/stores/frame.ts). Shared by the portal's client directives.
 */
export function whenHtmlHas(attribute: string, start: () => void): void {
  const html = document.documentElement;
  if (html.hasAttribute(attribute)) return start();
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute(attribute)) return;
    observer.disconnect();
    start();
  });
  observer.observe(html, { attributes: true, attributeFilter: [attribute] });
}
