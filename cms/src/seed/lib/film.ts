/**
 * The frames of the seeded films (showroom stations, exhibitions, media, the showroom banner, exhibition sites)
 * as SVG, one per instant: scripts/generate-media.mjs renders them with sharp and encodes them with ffmpeg.
 * Every film moves (the floor scrolls, a vehicle drives, a part turns or pulses) and carries no text; a station's
 * films share its colour, its vehicle and its mark, so a visitor can tell the stations apart at a glance.
 */
import type { ShowroomStationName } from '@portal/domain';
import { STATION_SEEDS } from '../data/showroom';
import { carSide, hsl, paints, range, sceneSubject, type Scene } from './art';
import { productDrawing, type Palette, type ProductKind } from './product-art';

/** The encoded size of every film (720p). */
export const FILM_WIDTH = 1280;
export const FILM_HEIGHT = 720;
/** The drawing's own coordinates (a 16:9 box), scaled to the film's size by the SVG's viewBox. */
export const VIEW_WIDTH = 480;
export const VIEW_HEIGHT = 270;
export const FILM_FPS = 24;

type Vehicle = 'pod' | 'lounge' | 'bubble' | 'cargo' | 'car';
type Mark = 'square' | 'diamond' | 'circle' | 'triangle' | 'bar' | 'hex' | 'ring';
/** What moves: a vehicle driving through or arriving, or a part (product drawing or scene subject) turning, pulsing or floating. */
type Action =
  | { type: 'drive' | 'arrive'; vehicle: Vehicle }
  | { type: 'spin' | 'pulse' | 'float'; kind: ProductKind }
  | { type: 'scene'; scene: Scene; variant: number }
  | { type: 'globe' };

export interface FilmSpec {
  seconds: number;
  hue: number;
  mark: Mark;
  action: Action;
}

interface StationLook {
  hue: number;
  mark: Mark;
  vehicle: Vehicle;
  /** The action of each item film, by file stem. */
  items: Record<string, Action>;
}

const drive = (vehicle: Vehicle): Action => ({ type: 'drive', vehicle });
const part = (type: 'spin' | 'pulse' | 'float', kind: ProductKind): Action => ({ type, kind });

// prettier-ignore
const STATIONS: Record<ShowroomStationName, StationLook> = {
  mTo: { hue: 178, mark: 'square', vehicle: 'pod', items: { 'item-1': drive('pod'), 'item-2': part('spin', 'corner'), 'item-3': part('spin', 'seat'), 'item-4': part('pulse', 'projector') } },
  mHi: { hue: 272, mark: 'diamond', vehicle: 'lounge', items: { 'item-1': drive('lounge'), 'item-2': part('float', 'hud'), 'item-3': part('float', 'seat'), 'item-4': part('pulse', 'speaker') } },
  mPop: { hue: 22, mark: 'circle', vehicle: 'bubble', items: { 'item-1': drive('bubble'), 'item-2': part('spin', 'yoke'), 'item-3': part('float', 'display'), 'item-4': part('float', 'parking') } },
  m2go: { hue: 138, mark: 'triangle', vehicle: 'cargo', items: { 'item-1': drive('cargo'), 'item-2': part('float', 'battery'), 'item-3': { type: 'arrive', vehicle: 'cargo' }, 'item-4': part('pulse', 'charger') } },
  mobisVision: { hue: 215, mark: 'bar', vehicle: 'car', items: { 'item-1': drive('car') } },
  techGallery: { hue: 200, mark: 'hex', vehicle: 'car', items: { electronics: part('pulse', 'controller'), lamp: part('pulse', 'headlamp'), electrification: part('spin', 'inwheel') } },
  mobisNow: { hue: 190, mark: 'ring', vehicle: 'car', items: {} },
};

const INTRO_SECONDS = 4;
const CLIP_SECONDS = 5;

/** The film a /media path names: station films follow their station's look and last as long as their captions. */
export function filmOf(rel: string): FilmSpec {
  const showroom = /^\/media\/showroom\/([^/]+)\/([^/]+)\.webm$/.exec(rel);
  if (showroom) {
    const [, station, file] = showroom;
    const look = STATIONS[station as ShowroomStationName] as StationLook | undefined;
    if (!look) throw new Error(`film: no look for station ${station}`);
    if (file === 'intro') {
      const action: Action =
        station === 'mobisNow'
          ? { type: 'globe' }
          : station === 'techGallery'
            ? part('float', 'controller')
            : { type: 'arrive', vehicle: look.vehicle };
      return { seconds: INTRO_SECONDS, hue: look.hue, mark: look.mark, action };
    }
    const action = look.items[file];
    if (!action) throw new Error(`film: no action for ${rel}`);
    const item = STATION_SEEDS.find((s) => s.station === station)?.items.find((i) => i.file === file);
    const end = Math.max(CLIP_SECONDS, ...(item?.captions.map((c) => c[1]) ?? []));
    return { seconds: end, hue: look.hue, mark: look.mark, action };
  }
  const video = /^\/media\/video\/(.+)\.webm$/.exec(rel);
  if (!video) throw new Error(`film: cannot tell what ${rel} shows`);
  const name = video[1];
  const scene = (scene: Scene, hue: number, variant = 0): FilmSpec => ({
    seconds: CLIP_SECONDS,
    hue,
    mark: 'bar',
    action: { type: 'scene', scene, variant },
  });
  const exhibitions = ['ces', 'iaa', 'auto-china', 'tech-day'];
  if (name.startsWith('exhibition-')) {
    const i = exhibitions.indexOf(name.slice('exhibition-'.length));
    return scene('hall', [205, 235, 350, 165][i] ?? 205, Math.max(i, 0));
  }
  if (name === 'media-company') return scene('company', 20);
  if (name === 'media-marketing') return scene('marketing', 115);
  if (name === 'media-catalogue') return scene('catalogue', 210);
  if (name === 'banner-showroom') return scene('showroom', 195);
  const site = /^site-(\d+)$/.exec(name);
  if (site) {
    // Three cities; a second site in the same city is another view of it (its own variant and a shifted hue).
    const n = (Number(site[1]) - 1) % 3;
    const round = Math.floor((Number(site[1]) - 1) / 3);
    return scene((['vegas', 'munich', 'beijing'] as const)[n], [290, 215, 15][n] + round * 24, round);
  }
  throw new Error(`film: cannot tell what ${rel} shows`);
}

/** Side views of the station vehicles, nose right, in a 200×70 box. */
const VEHICLES: Record<Vehicle, (p: Palette, spin: number) => string> = {
  pod: (p, spin) =>
    `<rect x="18" y="4" width="164" height="54" rx="24" fill="url(#body)"/><rect x="34" y="12" width="132" height="22" rx="10" fill="url(#glass)"/>
    <path d="M30 44 H170" stroke="${p.accent}" stroke-width="3"/>${wheels([46, 154], 9, spin, p)}`,
  lounge: (p, spin) =>
    `<path d="M4 50 Q6 22 40 18 L150 14 Q194 18 196 46 L194 56 H6 Z" fill="url(#body)"/><path d="M30 24 L150 20 Q180 24 184 38 H30 Z" fill="url(#glass)"/>
    <path d="M12 46 H190" stroke="${p.accent}" stroke-width="2"/>${wheels([44, 160], 12, spin, p)}`,
  bubble: (p, spin) =>
    `<ellipse cx="100" cy="38" rx="70" ry="26" fill="url(#body)"/><path d="M56 32 Q60 6 100 6 Q140 6 146 32 Z" fill="url(#glass)"/>
    <circle cx="166" cy="38" r="4" fill="${p.accent}"/>${wheels([62, 140], 12, spin, p)}`,
  cargo: (p, spin) =>
    `<rect x="20" y="6" width="150" height="52" rx="8" fill="url(#body)"/><rect x="150" y="18" width="40" height="40" rx="10" fill="url(#body)"/>
    <rect x="156" y="22" width="26" height="16" rx="4" fill="url(#glass)"/>${range(6)
      .map((i) => `<path d="M30 ${14 + i * 7} H140" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>`)
      .join('')}<rect x="60" y="0" width="20" height="8" rx="3" fill="${p.accent}"/>${wheels([46, 166], 10, spin, p)}`,
  car: (p) => carSide(p),
};

function wheels(xs: number[], r: number, spin: number, p: Palette) {
  return xs
    .map(
      (cx) =>
        `<circle cx="${cx}" cy="58" r="${r}" fill="${p.deep}"/><circle cx="${cx}" cy="58" r="${r * 0.6}" fill="url(#metal)"/><path d="M${cx - r * 0.5} 58 H${cx + r * 0.5} M${cx} ${58 - r * 0.5} V${58 + r * 0.5}" stroke="${p.deep}" stroke-width="2" transform="rotate(${spin} ${cx} 58)"/>`,
    )
    .join('');
}

/** The station's mark in the top corner: a small shape of its own, drawn with the accent. */
function mark(shape: Mark, p: Palette) {
  const body = {
    square: '<rect x="-9" y="-9" width="18" height="18" rx="3"/>',
    diamond: '<path d="M0 -12 L12 0 L0 12 L-12 0 Z"/>',
    circle: '<circle r="10"/>',
    triangle: '<path d="M0 -12 L12 9 H-12 Z"/>',
    bar: '<rect x="-14" y="-4" width="28" height="8" rx="4"/>',
    hex: '<path d="M-10 -6 L0 -12 L10 -6 V6 L0 12 L-10 6 Z"/>',
    ring: '<circle r="10" fill="none" stroke-width="4"/>',
  }[shape];
  return `<g transform="translate(${VIEW_WIDTH - 30} 28)" fill="${p.accent}" stroke="${p.accent}" opacity=".9">${body}</g>`;
}

const ease = (x: number) => 1 - (1 - Math.min(1, Math.max(0, x))) ** 3;

/** The subject of the frame at `t` seconds, placed in the 480×270 drawing box. */
function subject(spec: FilmSpec, p: Palette, t: number, horizon: number): string {
  const { action, seconds } = spec;
  const place = (cx: number, cy: number, size: number, inner: string, extra = '') =>
    `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 200}) ${extra}">${inner}</g>`;
  switch (action.type) {
    case 'drive':
    case 'arrive': {
      // Driving through: across the frame and out, once per film; arriving: in from the left, slowing to a stop.
      const progress = action.type === 'drive' ? t / seconds : ease(t / (seconds * 0.7));
      const x = action.type === 'drive' ? -300 + progress * (VIEW_WIDTH + 320) : -300 + progress * (VIEW_WIDTH / 2 + 160);
      const moving = action.type === 'drive' || progress < 1;
      const trail = moving
        ? range(3)
            .map(
              (i) =>
                `<path d="M${x - 30 - i * 40} ${horizon + 30 + i * 6} H${x + 10 - i * 40}" stroke="${p.accent}" stroke-width="3" stroke-linecap="round" opacity="${0.6 - i * 0.18}"/>`,
            )
            .join('')
        : '';
      return `${trail}<g transform="translate(${x} ${horizon + 36 - 70 * 1.4}) scale(1.4)">${VEHICLES[action.vehicle](p, t * 360)}</g>`;
    }
    case 'spin':
      return place(240, 128, 190, productDrawing(action.kind, p, 0), `rotate(${(t / seconds) * 360} 100 100)`);
    case 'pulse': {
      const pulse = 1 + 0.06 * Math.sin(t * Math.PI * 2);
      const halo = `<circle cx="240" cy="128" r="${80 + 20 * Math.sin(t * Math.PI * 2)}" fill="${p.accent}" opacity="${0.12 + 0.08 * Math.sin(t * Math.PI * 2)}"/>`;
      return halo + place(240, 128, 190 * pulse, productDrawing(action.kind, p, 0));
    }
    case 'float':
      return place(
        240 + 30 * Math.sin((t / seconds) * Math.PI * 2),
        124 + 8 * Math.sin(t * 2),
        180 + t * 4,
        productDrawing(action.kind, p, 0),
      );
    case 'scene':
      // A slow push-in and drift over the scene, with the subject's lights breathing.
      return place(240 + (t - seconds / 2) * 6, 135, 230 + t * 10, sceneSubject(action.scene, p, action.variant));
    case 'globe': {
      const shift = (t / seconds) * 60;
      const meridians = range(6)
        .map((i) => {
          const rx = Math.abs(Math.cos((((i * 30 + shift) % 180) * Math.PI) / 180)) * 90;
          return `<ellipse cx="240" cy="135" rx="${rx}" ry="90" fill="none" stroke="${p.accent}" stroke-opacity=".5"/>`;
        })
        .join('');
      const pins = [0, 70, 140, 220]
        .map((a, i) => {
          const lon = ((a + shift * 3) * Math.PI) / 180;
          const lat = [-20, 15, 35, -5][i];
          const visible = Math.cos(lon) > 0;
          return visible ? `<circle cx="${240 + 90 * Math.sin(lon)}" cy="${135 - lat * 2}" r="6" fill="${p.accent}"/>` : '';
        })
        .join('');
      return `<circle cx="240" cy="135" r="90" fill="url(#glass)"/>${meridians}${range(3)
        .map((i) => `<path d="M150 ${105 + i * 30} H330" stroke="${p.accent}" stroke-opacity=".35"/>`)
        .join('')}${pins}`;
    }
  }
}

/** One frame of a film at `t` seconds (0 ≤ t < seconds), as SVG. */
export function filmFrame(spec: FilmSpec, t: number, width = FILM_WIDTH, height = FILM_HEIGHT): string {
  const { defs, palette } = paints(spec.hue, true);
  const horizon = VIEW_HEIGHT * 0.64;
  // The floor's cross lines run towards the viewer, so every film moves even where its subject rests.
  const phase = (t * 0.6) % 1;
  const crossLines = range(7)
    .map((i) => {
      const depth = ((i + phase) / 7) ** 2;
      return `<path d="M0 ${horizon + (VIEW_HEIGHT - horizon) * depth} H${VIEW_WIDTH}" stroke="${palette.accent}" stroke-opacity="${0.05 + depth * 0.2}"/>`;
    })
    .join('');
  const rays = range(11)
    .map((i) => `<path d="M240 ${horizon} L${240 + (i - 5) * 140} ${VIEW_HEIGHT}" stroke="${palette.accent}" stroke-opacity=".12"/>`)
    .join('');
  const sky = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(spec.hue, 55, 8)}"/><stop offset=".64" stop-color="${hsl(spec.hue + 20, 60, 26)}"/><stop offset="1" stop-color="${hsl(spec.hue, 50, 6)}"/></linearGradient>`;
  const sweep = `<circle cx="${((t * 90) % (VIEW_WIDTH + 300)) - 150}" cy="${horizon}" r="120" fill="${palette.accent}" opacity=".08"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}"><defs>${defs}${sky}</defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>${sweep}${rays}${crossLines}${subject(spec, palette, t, horizon)}${mark(spec.mark, palette)}</svg>`;
}
