/**
 * The seed's pictures as SVG, drawn at seed time (nothing is downloaded). No picture carries text: the site
 * writes titles over banners and beside cards in the visitor's language, so a picture stays language-free.
 * Products are drawn by their kind (product-art.ts) in three views; banners, exhibitions, media and showroom
 * sites get scenes whose subject sits where the page leaves room for it (right of a banner's headline on a wide
 * screen, above it on a phone).
 */
import { productDrawing, type Palette, type ProductKind } from './product-art';

type ProductView = 'studio' | 'detail' | 'blueprint';
export type Scene =
  'road' | 'showroom' | 'meeting' | 'hall' | 'vegas' | 'munich' | 'beijing' | 'company' | 'marketing' | 'catalogue' | 'waves';
/** Where the subject goes: `banner` leaves the headline's side dark, `card` centres it. */
type Layout = 'banner' | 'card';

interface Size {
  width: number;
  height: number;
  hue: number;
}
interface ProductArtwork extends Size {
  product: ProductKind;
  view: ProductView;
  /** Distinguishes products of one kind (their details) and sets the close-up's crop. */
  variant: number;
}
interface SceneArtwork extends Size {
  scene: Scene;
  layout: Layout;
  variant: number;
  /** A product shown on a lit plinth in front of the scene (an exhibition or news item's own picture). */
  feature?: { product: ProductKind; variant: number };
}
export type Artwork = ProductArtwork | SceneArtwork;

export const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;
const linear = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
export const range = (n: number) => Array.from({ length: n }, (_, i) => i);
/** A deterministic pseudo-random sequence, so a picture is the same on every seed run. */
const random = (seed: number) => {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
};

/** Gradients the drawings paint with, in a light (studio) or dark (blueprint, scenes, films) set. */
export function paints(hue: number, dark: boolean): { defs: string; palette: Palette } {
  const defs = dark
    ? [
        linear('body', hsl(hue, 30, 34), hsl(hue, 40, 16)),
        linear('metal', hsl(hue, 18, 78), hsl(hue, 16, 46)),
        linear('glass', hsl(hue, 50, 26), hsl(hue, 60, 10)),
        linear('screen', hsl(hue, 90, 60), hsl(hue + 50, 85, 42), false),
      ]
    : [
        linear('body', hsl(222, 20, 34), hsl(222, 30, 13)),
        linear('metal', '#eef1f6', '#98a4b6'),
        linear('glass', hsl(hue, 35, 32), hsl(hue, 50, 10)),
        linear('screen', hsl(hue, 85, 56), hsl(hue + 50, 80, 40), false),
      ];
  const palette = { accent: hsl(hue, 90, dark ? 62 : 52), line: '#ffffff', deep: dark ? hsl(hue, 50, 8) : '#0b1220' };
  return { defs: defs.join(''), palette };
}

const svg = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;

/** A product shot: studio (light backdrop and floor shadow), detail (close-up) or blueprint (dark, measured). */
function productSvg({ width, height, hue, product, view, variant }: ProductArtwork): string {
  const dark = view === 'blueprint';
  const { defs, palette } = paints(hue, dark);
  const size = Math.min(width, height) * (view === 'detail' ? 1.5 : 0.8);
  // The close-up looks at one quarter of the drawing, a different one per product.
  const focus =
    view === 'detail'
      ? [
          [-30, -20],
          [30, -20],
          [-30, 20],
          [30, 20],
        ][variant % 4]
      : [0, 0];
  const scale = size / 200;
  const x = width / 2 - (100 + focus[0]) * scale;
  const y = height / 2 - (100 + focus[1]) * scale - (view === 'studio' ? height * 0.03 : 0);
  const backdrop = dark
    ? `<radialGradient id="bg" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="${hsl(hue, 45, 22)}"/><stop offset="1" stop-color="${hsl(hue, 55, 8)}"/></radialGradient>`
    : `<radialGradient id="bg" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="${hsl(hue, 30, view === 'detail' ? 92 : 97)}"/><stop offset="1" stop-color="${hsl(hue, 22, view === 'detail' ? 74 : 82)}"/></radialGradient>`;
  // The filter acts in the drawing's 200×200 units: the shadow falls under whatever shape the kind has.
  const shadow = `<filter id="drop" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="${dark ? 0 : 8}" stdDeviation="${dark ? 6 : 5}" flood-color="${dark ? palette.accent : '#0b1220'}" flood-opacity="${dark ? 0.35 : 0.3}"/></filter>`;
  const grid = dark
    ? range(Math.ceil(width / 32) + Math.ceil(height / 32))
        .map((i) =>
          i * 32 < width
            ? `<path d="M${i * 32} 0 V${height}" stroke="#fff" stroke-opacity=".07"/>`
            : `<path d="M0 ${(i - Math.ceil(width / 32)) * 32} H${width}" stroke="#fff" stroke-opacity=".07"/>`,
        )
        .join('')
    : '';
  // Blueprint dimension lines: the part's width and height, marked without figures.
  const dims = dark
    ? `<g stroke="${palette.accent}" stroke-width="2" opacity=".7"><path d="M${x + 10 * scale} ${y + 192 * scale} H${x + 190 * scale} M${x + 10 * scale} ${y + 184 * scale} V${y + 200 * scale} M${x + 190 * scale} ${y + 184 * scale} V${y + 200 * scale}"/><path d="M${x + 198 * scale} ${y + 10 * scale} V${y + 180 * scale} M${x + 190 * scale} ${y + 10 * scale} H${x + 206 * scale} M${x + 190 * scale} ${y + 180 * scale} H${x + 206 * scale}"/></g>`
    : '';
  // A halo from a radial gradient rather than a blur filter: blurs made up most of the seed's drawing time.
  const halo = `<radialGradient id="halo"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".25"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>`;
  const glow = dark ? `<circle cx="${x + 100 * scale}" cy="${y + 100 * scale}" r="${size * 0.55}" fill="url(#halo)"/>` : '';
  return svg(
    width,
    height,
    defs + backdrop + shadow + halo,
    `<rect width="100%" height="100%" fill="url(#bg)"/>${grid}${glow}<g transform="translate(${x} ${y}) scale(${scale})" filter="url(#drop)">${productDrawing(product, palette, variant)}</g>${dims}`,
  );
}

/** A side view of a car, nose right, in a 200×70 box. */
export const carSide = (p: Palette) =>
  `<path d="M6 52 Q4 40 20 36 L62 30 Q84 12 118 12 Q150 12 172 30 L190 36 Q198 42 196 52 L194 56 H6 Z" fill="url(#body)"/>
  <path d="M70 30 Q88 18 116 18 Q140 18 160 30 Z" fill="url(#glass)"/><path d="M186 40 L196 42" stroke="${p.accent}" stroke-width="4" stroke-linecap="round"/>
  <path d="M8 42 L16 41" stroke="#ff3b5c" stroke-width="4" stroke-linecap="round"/>
  ${[50, 154].map((cx) => `<circle cx="${cx}" cy="56" r="14" fill="${p.deep}"/><circle cx="${cx}" cy="56" r="8" fill="url(#metal)"/>`).join('')}`;

/** The subject of each scene in a 200×200 box (the backdrop is drawn full-bleed by sceneSvg). */
const SUBJECTS: Record<Scene, (p: Palette, v: number) => string> = {
  road: (p) => `<g transform="translate(0 92)">${carSide(p)}</g>
    ${range(5)
      .map(
        (i) =>
          `<path d="M${-60 - i * 20} ${150 + i * 6} Q60 ${140 + i * 4} 150 ${150 + i * 3}" fill="none" stroke="${i % 2 ? p.accent : '#ff3b5c'}" stroke-width="${3 - i * 0.4}" opacity="${0.8 - i * 0.12}" stroke-linecap="round"/>`,
      )
      .join('')}`,
  showroom: (p) => `<rect x="10" y="10" width="180" height="96" rx="6" fill="url(#screen)" opacity=".85"/>
    ${range(6)
      .map((i) => `<path d="M${10 + i * 36} 10 V106" stroke="#000" stroke-opacity=".18"/>`)
      .join('')}
    <path d="M70 0 L30 170 H80 Z M130 0 L120 170 H170 Z" fill="#fff" opacity=".07"/>
    <ellipse cx="100" cy="170" rx="92" ry="18" fill="url(#metal)" opacity=".5"/><ellipse cx="100" cy="168" rx="80" ry="13" fill="${p.deep}"/>
    <g transform="translate(4 104)">${carSide(p)}</g>`,
  meeting: (p) => `${range(7)
    .map((i) => {
      const a = (i / 7) * Math.PI * 2;
      return `<path d="M100 100 L${100 + 82 * Math.cos(a)} ${100 + 82 * Math.sin(a)}" stroke="${p.accent}" stroke-width="2" opacity=".4"/><circle cx="${100 + 82 * Math.cos(a)}" cy="${100 + 82 * Math.sin(a)}" r="${6 + (i % 3) * 2}" fill="${p.accent}"/>`;
    })
    .join('')}
    <circle cx="100" cy="100" r="58" fill="url(#glass)" stroke="${p.accent}" stroke-width="2"/>
    ${[
      [64, 78],
      [104, 78],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x}" y="${y}" width="34" height="44" rx="6" fill="url(#body)"/><circle cx="${x + 17}" cy="${y + 16}" r="8" fill="url(#metal)"/><path d="M${x + 5} ${y + 44} Q${x + 17} ${y + 24} ${x + 29} ${y + 44} Z" fill="url(#metal)"/>`,
      )
      .join('')}`,
  hall: (p, v) => `${range(3)
    .map((i) => {
      const x = 14 + i * 62 + (v % 2) * 8;
      const h = 70 + ((i + v) % 3) * 18;
      return `<rect x="${x}" y="${170 - h}" width="52" height="${h}" rx="3" fill="url(#body)"/><rect x="${x + 6}" y="${176 - h}" width="40" height="${h * 0.45}" rx="2" fill="url(#screen)" opacity="${0.6 + i * 0.15}"/>`;
    })
    .join('')}
    <path d="M0 24 H200" stroke="url(#metal)" stroke-width="5"/>${range(6)
      .map(
        (i) =>
          `<path d="M${18 + i * 33} 26 L${4 + i * 33} 120 H${34 + i * 33} Z" fill="#fff" opacity=".06"/><circle cx="${18 + i * 33}" cy="28" r="4" fill="${p.accent}"/>`,
      )
      .join('')}
    ${range(9)
      .map(
        (i) =>
          `<circle cx="${20 + i * 20 + (i % 2) * 6}" cy="${182 - (i % 3) * 3}" r="5" fill="${p.deep}"/><rect x="${15 + i * 20 + (i % 2) * 6}" y="${186 - (i % 3) * 3}" width="10" height="14" rx="4" fill="${p.deep}"/>`,
      )
      .join('')}`,
  vegas: (p) => `<circle cx="150" cy="70" r="28" fill="url(#screen)"/>${[
    [10, 90, 24],
    [40, 60, 20],
    [66, 100, 26],
    [96, 40, 18],
    [118, 96, 18],
    [170, 84, 24],
  ]
    .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${200 - y}" fill="url(#body)"/>`)
    .join('')}
    <path d="M104 40 V10" stroke="url(#metal)" stroke-width="3"/>${range(30)
      .map((i) => `<rect x="${12 + ((i * 37) % 180)}" y="${110 + ((i * 53) % 80)}" width="4" height="6" fill="${p.accent}" opacity=".7"/>`)
      .join('')}`,
  munich: (p) => `${[60, 96]
    .map(
      (x) =>
        `<rect x="${x}" y="60" width="26" height="140" fill="url(#body)"/><path d="M${x - 2} 62 Q${x + 13} 20 ${x + 28} 62 Z" fill="url(#metal)"/><circle cx="${x + 13}" cy="28" r="4" fill="url(#metal)"/>`,
    )
    .join('')}
    <path d="M0 200 V130 L20 120 L30 130 V110 L44 100 L50 200 Z M130 200 V120 L150 104 L170 120 V140 L200 130 V200 Z" fill="url(#body)" opacity=".85"/>
    ${range(12)
      .map(
        (i) =>
          `<rect x="${64 + (i % 2) * 36 + (i % 3) * 4}" y="${80 + Math.floor(i / 2) * 18}" width="5" height="8" rx="2" fill="${p.accent}" opacity=".7"/>`,
      )
      .join('')}`,
  beijing: (p) => `${range(3)
    .map(
      (i) =>
        `<path d="M${40 + i * 10} ${70 + i * 34} Q100 ${50 + i * 34} ${160 - i * 10} ${70 + i * 34} L${150 - i * 10} ${80 + i * 34} H${50 + i * 10} Z" fill="url(#metal)"/><rect x="${58 + i * 8}" y="${80 + i * 34}" width="${84 - i * 16}" height="24" fill="url(#body)"/>`,
    )
    .join('')}
    <rect x="30" y="172" width="140" height="28" fill="url(#body)"/>${range(5)
      .map((i) => `<rect x="${62 + i * 16}" y="${182}" width="6" height="18" fill="${p.accent}" opacity=".8"/>`)
      .join('')}`,
  company: (p) => `<path d="M40 200 V40 L120 20 V200 Z" fill="url(#body)"/><path d="M120 20 L170 40 V200 H120 Z" fill="url(#glass)"/>
    ${range(40)
      .map(
        (i) =>
          `<rect x="${48 + (i % 5) * 14}" y="${44 + Math.floor(i / 5) * 18}" width="8" height="10" fill="${(i * 7) % 5 > 1 ? p.accent : '#fff'}" opacity="${0.35 + ((i * 3) % 5) / 10}"/>`,
      )
      .join('')}
    ${range(8)
      .map((i) => `<path d="M126 ${52 + i * 18} L164 ${58 + i * 18}" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>`)
      .join('')}`,
  marketing: (p) => `${range(6)
    .map(
      (i) =>
        `<rect x="${22 + i * 28}" y="${150 - (i + 1) * 18}" width="18" height="${(i + 1) * 18 + 20}" rx="4" fill="${i === 5 ? p.accent : 'url(#body)'}"/>`,
    )
    .join('')}
    <path d="M14 150 Q60 130 90 100 T188 30" fill="none" stroke="url(#screen)" stroke-width="6" stroke-linecap="round"/><circle cx="188" cy="30" r="8" fill="#fff"/>`,
  catalogue: (p) =>
    `${range(3)
      .map(
        (i) =>
          `<g transform="rotate(${-14 + i * 14} 100 190)"><rect x="50" y="30" width="100" height="140" rx="6" fill="${i === 2 ? '#fff' : 'url(#metal)'}"/>${
            i === 2
              ? `<g transform="translate(60 44) scale(.4)">${productDrawing('headlamp', { ...p, line: '#fff' }, 1)}</g><rect x="62" y="132" width="60" height="8" rx="4" fill="url(#body)"/><rect x="62" y="146" width="40" height="8" rx="4" fill="${p.accent}"/>`
              : ''
          }</g>`,
      )
      .join('')}`,
  waves: (p, v) => `${range(5)
    .map(
      (i) =>
        `<path d="M-40 ${90 + i * 16} C20 ${40 + i * 10 + v * 8} 120 ${160 - i * 8} 240 ${70 + i * 14}" fill="none" stroke="${i % 2 ? 'url(#screen)' : p.accent}" stroke-width="${8 - i}" opacity="${0.9 - i * 0.14}" stroke-linecap="round"/>`,
    )
    .join('')}
    <circle cx="${60 + v * 30}" cy="60" r="26" fill="url(#glass)" stroke="${p.accent}" stroke-width="3"/>`,
};

/** A scene: night backdrop with a perspective floor, the subject, and a shade where the page writes its text. */
function sceneSvg({ width, height, hue, scene, layout, variant, feature }: SceneArtwork): string {
  const { defs, palette } = paints(hue, true);
  const wide = width > height;
  const horizon = height * (wide ? 0.7 : 0.55);
  const [cx, cy, size] =
    layout === 'banner'
      ? wide
        ? [width * 0.7, height * 0.5, height * 0.86]
        : [width * 0.5, height * 0.3, width * 0.84]
      : wide
        ? [width * 0.5, height * 0.5, height * 0.84]
        : // A portrait card picture is also cropped to a wide card on phones: keep the subject in its middle band.
          [width * 0.5, height * 0.5, width * 0.56];
  const scale = size / 200;
  const rnd = random(hue + variant * 31);
  const stars = range(40)
    .map(
      () =>
        `<circle cx="${rnd() * width}" cy="${rnd() * horizon * 0.8}" r="${0.6 + rnd() * 1.6}" fill="#fff" opacity="${0.15 + rnd() * 0.4}"/>`,
    )
    .join('');
  const floor = range(13)
    .map((i) => `<path d="M${cx} ${horizon} L${cx + (i - 6) * width * 0.3} ${height}" stroke="${palette.accent}" stroke-opacity=".12"/>`)
    .join('');
  const lines = range(5)
    .map(
      (i) =>
        `<path d="M0 ${horizon + (height - horizon) * ((i + 1) / 6) ** 1.6} H${width}" stroke="${palette.accent}" stroke-opacity=".1"/>`,
    )
    .join('');
  const shade =
    layout === 'banner'
      ? wide
        ? `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#050e1f" stop-opacity=".85"/><stop offset=".55" stop-color="#050e1f" stop-opacity="0"/></linearGradient>`
        : `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#050e1f" stop-opacity="0"/><stop offset="1" stop-color="#050e1f" stop-opacity=".9"/></linearGradient>`
      : '';
  const sky = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 7)}"/><stop offset="${(horizon / height).toFixed(2)}" stop-color="${hsl(hue + 20, 60, 24)}"/><stop offset="1" stop-color="${hsl(hue, 50, 6)}"/></linearGradient>`;
  const glow = `<radialGradient id="glow" cx="${(cx / width).toFixed(2)}" cy="${(horizon / height).toFixed(2)}" r=".6"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".35"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>`;
  const subject = feature
    ? featured({ width, height, horizon, variant, feature, palette, scene })
    : `<g transform="translate(${cx - 100 * scale} ${cy - 100 * scale}) scale(${scale})">${SUBJECTS[scene](palette, variant)}</g>`;
  return svg(
    width,
    height,
    defs + sky + glow + shade,
    `<rect width="100%" height="100%" fill="url(#sky)"/><rect width="100%" height="100%" fill="url(#glow)"/>${stars}${floor}${lines}
    ${subject}
    ${shade ? '<rect width="100%" height="100%" fill="url(#shade)"/>' : ''}`,
  );
}

/**
 * An item's own picture: the scene's subject behind, to one side, and the item's product large on a lit plinth in
 * front. The side alternates with the variant, so neighbouring cards differ in composition too. On a portrait
 * picture both stay in the middle band that a phone's 16:9 card shows.
 */
function featured(o: {
  width: number;
  height: number;
  horizon: number;
  variant: number;
  feature: { product: ProductKind; variant: number };
  palette: Palette;
  scene: Scene;
}): string {
  const { width, height, variant, feature, palette, scene } = o;
  const wide = width > height;
  // Three compositions: backdrop left and product right, the mirror, or the backdrop large behind a centred product.
  const layout = variant % 3;
  const side = layout === 0 ? -1 : layout === 1 ? 1 : 0;
  const back = (wide ? height * 0.74 : width * 0.62) * (side ? 1 : 1.3);
  const front = wide ? height * 0.62 : width * 0.6;
  const [bx, by] = wide ? [width * (0.5 + side * 0.2), height * (side ? 0.46 : 0.4)] : [width * (0.5 + side * 0.14), height * 0.42];
  const [fx, fy] = wide ? [width * (0.5 - side * 0.16), height * 0.56] : [width * (0.5 - side * 0.1), height * 0.56];
  const plinth = `<ellipse cx="${fx}" cy="${fy + front * 0.42}" rx="${front * 0.55}" ry="${front * 0.1}" fill="url(#metal)" opacity=".55"/><ellipse cx="${fx}" cy="${fy + front * 0.4}" rx="${front * 0.46}" ry="${front * 0.07}" fill="${palette.accent}" opacity=".35"/>`;
  return `<g opacity=".8" transform="translate(${bx - back / 2} ${by - back / 2}) scale(${back / 200})">${SUBJECTS[scene](palette, variant)}</g>
    ${plinth}<g transform="translate(${fx - front / 2} ${fy - front / 2}) scale(${front / 200})">${productDrawing(feature.product, palette, feature.variant)}</g>`;
}

/** The subject of a scene in its 200×200 box, for the films that animate it. */
export function sceneSubject(scene: Scene, palette: Palette, variant = 0): string {
  return SUBJECTS[scene](palette, variant);
}

/** The SVG text of one seed picture. */
export function artworkSvg(art: Artwork): string {
  return 'product' in art ? productSvg(art) : sceneSvg(art);
}
