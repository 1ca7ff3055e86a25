/** The scroll position (px) from which the header background is solid (docs/product/frame.md#constants). */
const SOLID_HEADER_AT = 60;

/** Keeps the header's is-solid class in step with the scroll position, one check per animation frame. */
export function initSolidHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  let pending = false;
  const update = () => {
    pending = false;
    header.classList.toggle('is-solid', window.scrollY >= SOLID_HEADER_AT);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!pending) {
        pending = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
}
