/** Scroll thresholds of docs/product/content.md#constants: the button shows after 100 px. */
const SCROLL_TOP_THRESHOLD = 100;

/** Shows every [data-scroll-top] button past the threshold; a click scrolls up and moves focus to the main landmark. */
export function initScrollToTop(): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-scroll-top]')];
  if (!buttons.length) return;
  let ticking = false;
  const update = () => {
    ticking = false;
    const show = window.scrollY >= SCROLL_TOP_THRESHOLD;
    for (const b of buttons) if (b.hidden === show) b.hidden = !show;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!ticking) requestAnimationFrame(update);
      ticking = true;
    },
    { passive: true },
  );
  for (const b of buttons) {
    b.addEventListener('click', () => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      const main = document.getElementById('main');
      if (main) {
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus({ preventScroll: true });
      }
    });
  }
  update();
}
