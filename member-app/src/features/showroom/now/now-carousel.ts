import Swiper from 'swiper';
import { A11y, Keyboard, Mousewheel, Navigation } from 'swiper/modules';
import { SHOWROOM } from '../constants';
import { debounce, gapFor } from './layout';
import { $stationPhase } from '../store';
import 'swiper/css';
import 'swiper/css/a11y';

/**
 * The Now carousel (docs/product/showroom.md#now-carousel, docs/product/showroom.md#constants): a vertical Swiper of exhibition-site films, 4 in view,
 * on a stage 0.651 of a 16:9 basis wide. It shows once the page's intro is done (or skipped), and re-measures
 * 400 ms after the window stops resizing (Swiper's own resize handling is off, so the debounce is the only one).
 * The gap in use is mirrored to data-gap for the tests.
 */
export function initNowCarousel(root: HTMLElement): void {
  const el = root.querySelector<HTMLElement>('.swiper')!;
  const messages = root.dataset;
  let swiper: Swiper | null = null;
  const measure = () => {
    // The stage: the largest 16:9 box below the carousel's top; the carousel takes 0.651 of its width, and its full height.
    const top = el.getBoundingClientRect().top + window.scrollY;
    const height = Math.max(320, Math.min(window.innerHeight - top, (window.innerWidth * 9) / 16));
    root.style.setProperty('--now-width', `${Math.round(((height * 16) / 9) * SHOWROOM.carouselWidthRatio)}px`);
    root.style.setProperty('--now-height', `${Math.round(height)}px`);
    root.dataset.gap = String(gapFor(window.innerWidth));
  };
  const start = () => {
    if (swiper) return;
    root.hidden = false;
    measure();
    swiper = new Swiper(el, {
      modules: [Navigation, A11y, Keyboard, Mousewheel],
      direction: 'vertical',
      slidesPerView: SHOWROOM.carouselSlides,
      spaceBetween: gapFor(window.innerWidth),
      updateOnWindowResize: false,
      resizeObserver: false,
      watchOverflow: true,
      mousewheel: { forceToAxis: true },
      keyboard: { enabled: true, onlyInViewport: true },
      navigation: {
        prevEl: root.querySelector<HTMLElement>('[data-now-prev]'),
        nextEl: root.querySelector<HTMLElement>('[data-now-next]'),
      },
      a11y: {
        prevSlideMessage: messages.prev,
        nextSlideMessage: messages.next,
        firstSlideMessage: messages.first,
        lastSlideMessage: messages.last,
        slideLabelMessage: messages.slideLabel?.replace('{index}', '{{index}}').replace('{total}', '{{slidesLength}}'),
      },
    });
    window.addEventListener(
      'resize',
      debounce(() => {
        measure();
        swiper!.params.spaceBetween = gapFor(window.innerWidth);
        swiper!.update();
      }, SHOWROOM.carouselResizeMs),
    );
  };
  if ($stationPhase.get().phase === 'done') return start();
  root.hidden = true;
  $stationPhase.listen(({ phase }) => phase === 'done' && start());
}
