/** The showroom's timings and sizes (docs/product/showroom.md#constants), in one place for the scripts and tests. */
export const SHOWROOM = {
  /** The lobby's loading state. */
  lobbyLoadingMs: 2000,
  /** Volume fades: one step of 0.1 every 100 ms, every 80 ms on a track change, and 1 s of fading before a reload. */
  fadeStep: 0.1,
  fadeIntervalMs: 100,
  trackChangeIntervalMs: 80,
  reloadDelayMs: 1000,
  /** A film's controls step back after the viewer has watched without moving for this long (the "gaze"). */
  gazeMs: 3000,
  /** The Now carousel: slides in view, gap (px) above and at/below the breakpoint, resize debounce. */
  carouselSlides: 4,
  carouselGap: 30,
  carouselGapNarrow: 10,
  carouselNarrowMax: 1024,
  carouselResizeMs: 400,
  /** The carousel's width as a share of the 16:9 stage it sits on. */
  carouselWidthRatio: 0.651,
  /** Up to this width the site is "mobile" (docs/product/frame.md#constants): sound pauses and plays without fades. */
  mobileMax: 720,
} as const;

/** A station's film count when its film cannot play: the captions' end, or this long without captions. */
export const POSTER_SECONDS = 4;
