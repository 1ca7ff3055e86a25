import type { SwiperOptions } from 'swiper/types';

/** The carousel texts of the 'common.carousel.' keys, with `{index}` and `{total}` placeholders. */
export interface CarouselTexts {
  prev?: string;
  next?: string;
  first?: string;
  last?: string;
  goTo?: string;
  slideLabel?: string;
}

/** Swiper's screen-reader messages from our texts (Swiper writes its placeholders as {{index}}, {{slidesLength}}). */
export function carouselA11y(texts: CarouselTexts): SwiperOptions['a11y'] {
  return {
    prevSlideMessage: texts.prev,
    nextSlideMessage: texts.next,
    firstSlideMessage: texts.first,
    lastSlideMessage: texts.last,
    paginationBulletMessage: texts.goTo?.replace('{index}', '{{index}}'),
    slideLabelMessage: texts.slideLabel?.replace('{index}', '{{index}}').replace('{total}', '{{slidesLength}}'),
  };
}

/**
 * A card carousel's paging, the same on the built pages (site/scripts/home-carousels.ts) and in the islands
 * (use-card-swiper.ts): `phone` cards per page up to 720 px, `perView` from 721 px, no motion when the user asked
 * for less.
 */
export function cardCarouselOptions(perView: number, phone = 1): SwiperOptions {
  return {
    speed: matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 400,
    slidesPerView: phone,
    slidesPerGroup: 1,
    spaceBetween: 12,
    watchOverflow: true,
    breakpoints: { 721: { slidesPerView: perView, slidesPerGroup: perView, spaceBetween: 24 } },
    keyboard: { enabled: true, onlyInViewport: true },
  };
}
