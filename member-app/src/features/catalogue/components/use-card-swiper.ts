import { useEffect, type RefObject } from 'react';
import Swiper from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { Translate } from '../../../lib/messages';
import { cardCarouselOptions, carouselA11y } from '../../../lib/carousel';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';

interface CardSwiperParts {
  root: RefObject<HTMLElement | null>;
  prev: RefObject<HTMLElement | null>;
  next: RefObject<HTMLElement | null>;
  pagination: RefObject<HTMLElement | null>;
}

/**
 * Swiper on a card carousel of an island, as site/scripts/home-carousels.ts starts the page's static ones: one
 * card per page up to 720 px, `perView` from 721 px, a clickable page indicator, keyboard and screen-reader
 * messages (the 'common.carousel.' keys). It starts once per mount: key the component to restart it.
 */
export function useCardSwiper({ root, prev, next, pagination }: CardSwiperParts, perView: number, t: Translate): void {
  useEffect(() => {
    if (!root.current) return;
    const swiper = new Swiper(root.current, {
      modules: [Navigation, Pagination, A11y, Keyboard],
      ...cardCarouselOptions(perView),
      navigation: { prevEl: prev.current, nextEl: next.current },
      pagination: { el: pagination.current, clickable: true },
      a11y: carouselA11y({
        prev: t('common.carousel.prev'),
        next: t('common.carousel.next'),
        first: t('common.carousel.first'),
        last: t('common.carousel.last'),
        goTo: t('common.carousel.goTo', { index: '{index}' }),
        slideLabel: t('common.carousel.slideLabel', { index: '{index}', total: '{total}' }),
      }),
    });
    return () => swiper.destroy(true, true);
  }, [root, prev, next, pagination, perView, t]);
}
