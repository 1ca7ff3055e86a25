/**
 * The media modal's picture slider. Swiper is imported here only, and this module only by the media pages
 * (media-page.ts) when an image-slide item opens. Swiper's core stylesheet is replaced by the few rules in
 * ShowcaseDialog.astro: it embeds an icon font as a data: URL, which the site's Content-Security-Policy refuses.
 */
import Swiper from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { carouselA11y } from '@member/public/carousel';

let current: Swiper | null = null;

/** Starts Swiper on the dialog's slide container (replacing the previous one), with its translated messages. */
export function mountSlides(el: HTMLElement): void {
  unmountSlides();
  const m = el.dataset;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  current = new Swiper(el, {
    modules: [A11y, Keyboard, Navigation, Pagination],
    speed: reduced ? 0 : 400,
    keyboard: { enabled: true },
    navigation: {
      prevEl: el.querySelector<HTMLElement>('[data-slides-prev]'),
      nextEl: el.querySelector<HTMLElement>('[data-slides-next]'),
    },
    pagination: { el: el.querySelector<HTMLElement>('[data-slides-pagination]'), clickable: true },
    a11y: carouselA11y(m),
  });
}

/** Takes the slider down (the dialog closed), leaving the markup for the next item. */
export function unmountSlides(): void {
  current?.destroy(true, true);
  current = null;
}
