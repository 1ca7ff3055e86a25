import { SHOWROOM } from '../constants';

/** The gap between slides for a window width: 30 px, or 10 px at 1024 px and below (docs/product/showroom.md#constants). */
export const gapFor = (width: number) => (width <= SHOWROOM.carouselNarrowMax ? SHOWROOM.carouselGapNarrow : SHOWROOM.carouselGap);

/** Calls `run` once `ms` have passed without another call. */
export function debounce(run: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
}
