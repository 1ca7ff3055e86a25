/**
 * Inline SVG icons (24×24 view box) of the frame and the home page, drawn for this site. Inline markup costs no
 * request and takes the text colour; UI icons are strokes, brand marks are fills.
 */
const stroke = (d: string) =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
const fill = (d: string) => `<path d="${d}" fill="currentColor" fill-rule="evenodd"/>`;

/** The icons the templates that also run in the browser draw (showcase-dialog.ts, showcase-card.ts), on their own so
 * the browser bundle takes these and not the whole set. */
export const CHEVRON_LEFT = /* @__PURE__ */ stroke('m15 6-6 6 6 6');
export const CHEVRON_RIGHT = /* @__PURE__ */ stroke('m9 6 6 6-6 6');
export const PLAY = /* @__PURE__ */ stroke('M8 5.5v13l10.5-6.5z');
export const GALLERY = /* @__PURE__ */ stroke('M4 5h16v14H4zM4 15l4.5-4.5 4 4 2.5-2.5L20 17M15.5 8.5h.01');

/** Every icon by name, as the inner markup of a 24×24 <svg>. */
export const ICONS = {
  menu: stroke('M4 7h16M4 12h16M4 17h16'),
  close: stroke('M6 6l12 12M18 6 6 18'),
  search: stroke('M11 4a7 7 0 1 0 0 14 7 7 0 1 0 0-14zM20 20l-4.2-4.2'),
  globe: stroke(
    'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  ),
  user: stroke('M12 4a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM4 20a8 8 0 0 1 16 0'),
  chevronDown: stroke('m6 9 6 6 6-6'),
  chevronLeft: CHEVRON_LEFT,
  chevronRight: CHEVRON_RIGHT,
  arrowRight: stroke('M5 12h14M13 6l6 6-6 6'),
  pause: stroke('M9 6v12M15 6v12'),
  play: PLAY,
  lock: stroke('M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3'),
  calendar: stroke('M4 6h16v14H4zM4 10h16M8 3v5M16 3v5'),
  gallery: GALLERY,
  document: stroke('M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6'),
  youtube: fill(
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  ),
  linkedin: fill(
    'M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm1.6 7v8h2.6v-8zm1.3-4.2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM10.2 10v8h2.6v-4.3c0-1.2.5-1.9 1.5-1.9s1.4.7 1.4 1.9V18h2.6v-4.9c0-2.4-1.2-3.3-2.9-3.3a2.7 2.7 0 0 0-2.6 1.4V10z',
  ),
  facebook: fill('M13.6 21v-7.6h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z'),
  instagram:
    stroke('M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zM12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8z') +
    '<circle cx="17.5" cy="6.5" r="1.2" fill="currentColor"/>',
  x: fill('M3.8 3.5h5l4.1 5.6 4.9-5.6h2.5l-6.3 7.2 6.7 9.8h-5l-4.5-6.2-5.4 6.2H3.3l7-8z'),
} as const;

export type IconName = keyof typeof ICONS;
