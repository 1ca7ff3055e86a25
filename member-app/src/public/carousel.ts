// The carousels' shared Swiper options and accessibility wiring.
export { cardCarouselOptions, carouselA11y } from '../lib/carousel';
