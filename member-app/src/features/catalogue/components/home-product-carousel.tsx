import { useRef } from 'react';
import { Icon } from '../../../components/icon';
import { productCardHtml } from '../../../components/product-card';
import type { ProductCard as Product } from '@portal/domain';
import type { Translate } from '../../../lib/messages';
import { useCardSwiper } from './use-card-swiper';

/** Cards per page on wide screens (docs/product/content.md#constants: 3 on desktop, 1 on mobile). */
const PER_VIEW = 3;

/** The home's product cards of one category as a carousel with previous/next buttons and a page indicator. */
export function HomeProductCarousel({ id, products, t }: { id: string; products: Product[]; t: Translate }) {
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  useCardSwiper({ root, prev, next, pagination }, PER_VIEW, t);
  return (
    <div className="home-products__carousel">
      <div className="home-products__nav">
        <button ref={prev} type="button" className="icon-btn" aria-controls={`${id}-list`}>
          <Icon name="chevronLeft" />
          <span className="visually-hidden">{t('common.carousel.prev')}</span>
        </button>
        <button ref={next} type="button" className="icon-btn" aria-controls={`${id}-list`}>
          <Icon name="chevronRight" />
          <span className="visually-hidden">{t('common.carousel.next')}</span>
        </button>
      </div>
      <div ref={root} className="swiper home-products__swiper">
        {/* The product card's one template (components/product-card.ts); React only places it. */}
        <div
          id={`${id}-list`}
          className="swiper-wrapper"
          dangerouslySetInnerHTML={{
            __html: products
              .map((product, index) => productCardHtml(product, t, { index, tag: 'div', className: 'swiper-slide' }))
              .join(''),
          }}
        />
        <div ref={pagination} className="home-products__pagination" />
      </div>
    </div>
  );
}
