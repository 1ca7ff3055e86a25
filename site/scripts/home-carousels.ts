/**
 * Swiper on the home page only (this module is imported by site/pages/[lang]/main.astro, never by the frame):
 * the banner carousel (autoplay 4000 ms that continues after interaction) and the card carousels.
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { cardCarouselOptions, carouselA11y } from '@member/public/carousel';

/** Banner autoplay delay (docs/product/content.md#constants). */
const BANNER_DELAY_MS = 4000;
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Swiper's screen-reader messages from the page's translations (data-carousel-messages on <main>'s child). */
function a11yMessages(): SwiperOptions['a11y'] {
  const m = document.querySelector<HTMLElement>('[data-carousel-messages]')?.dataset ?? {};
  return carouselA11y(m);
}

/** Plays the active banner's video and pauses the others (none play when the user asked for less motion). */
function syncVideos(swiper: Swiper): void {
  swiper.slides.forEach((slide, i) => {
    const video = slide.querySelector<HTMLVideoElement>('video[data-banner-video]');
    if (!video) return;
    if (i === swiper.activeIndex && !reducedMotion) void video.play().catch(() => undefined);
    else video.pause();
  });
}

/** Starts the banner carousel and wires its pause button. */
function initBanner(el: HTMLElement): void {
  const many = el.querySelectorAll('.swiper-slide').length > 1;
  const swiper = new Swiper(el, {
    modules: [Autoplay, Pagination, A11y, Keyboard],
    rewind: many,
    speed: reducedMotion ? 0 : 600,
    autoplay: many && !reducedMotion ? { delay: BANNER_DELAY_MS, disableOnInteraction: false } : false,
    pagination: { el: el.querySelector<HTMLElement>('[data-carousel-pagination]'), clickable: true },
    a11y: a11yMessages(),
    on: { afterInit: syncVideos, slideChange: syncVideos },
  });
  const pause = el.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  const label = pause?.querySelector('[data-carousel-pause-label]');
  const show = (paused: boolean) => {
    pause?.toggleAttribute('data-paused', paused);
    if (label) label.textContent = (paused ? pause?.dataset.labelPlay : pause?.dataset.labelPause) ?? '';
  };
  show(reducedMotion);
  pause?.addEventListener('click', () => {
    const paused = !pause.hasAttribute('data-paused');
    if (paused) swiper.autoplay.stop();
    else swiper.autoplay.start();
    show(paused);
  });
}

/** Starts one card carousel: one card per page on phones, `data-per-view` from 720 px up. */
function initCards(el: HTMLElement): void {
  const perView = Number(el.dataset.perView) || 3;
  const section = el.closest('section') ?? el;
  new Swiper(el, {
    modules: [Navigation, Pagination, A11y, Keyboard],
    ...cardCarouselOptions(perView, 1.15),
    navigation: {
      prevEl: section.querySelector<HTMLElement>('[data-carousel-prev]'),
      nextEl: section.querySelector<HTMLElement>('[data-carousel-next]'),
    },
    pagination: { el: el.querySelector<HTMLElement>('[data-carousel-pagination]'), clickable: true },
    // Slides that are list items (the visitors' product cards) keep that role: a list holds list items, not groups.
    a11y: { ...a11yMessages(), slideRole: el.querySelector('ul.swiper-wrapper') ? 'listitem' : 'group' },
  });
}

document.querySelectorAll<HTMLElement>('[data-carousel="banner"]').forEach(initBanner);

// Card carousels start as they come within a screen's height of the view: the lower sections and the hidden product
// tabs cost nothing while the page loads (their Swipers were most of the home page's blocking time on a phone), and a
// tab's carousel starts when the tab is shown, at its real width. Until then the cards keep their static layout
// (the :not(.swiper-initialized) rules of CardCarousel.astro and GuestProducts.astro).
const nearView = new IntersectionObserver(
  (entries) => {
    for (const entry of entries.filter((e) => e.isIntersecting)) {
      nearView.unobserve(entry.target);
      initCards(entry.target as HTMLElement);
    }
  },
  { rootMargin: '100% 0px' },
);
document.querySelectorAll<HTMLElement>('[data-carousel="cards"]').forEach((el) => nearView.observe(el));
