/**
 * Product drawings for the seed pictures: one small vector drawing per kind of part, in a 200×200 box. Drawings
 * paint with the gradients the picture defines (`url(#body)`, `url(#metal)`, `url(#screen)`, `url(#glass)`) and
 * the palette's accent, so one drawing serves the studio shot, the close-up and the blueprint view. `v` is the
 * product's variant number: two products of one kind differ in their details, not only in colour.
 */
export type ProductKind =
  | 'dashboard'
  | 'telematics'
  | 'display'
  | 'rollable'
  | 'cluster'
  | 'hud'
  | 'speaker'
  | 'noise'
  | 'controller'
  | 'radar'
  | 'camera'
  | 'parking'
  | 'surround'
  | 'headlamp'
  | 'rearlamp'
  | 'ledmatrix'
  | 'grille'
  | 'projector'
  | 'motor'
  | 'inwheel'
  | 'driveunit'
  | 'axle'
  | 'charger'
  | 'inverter'
  | 'battery'
  | 'brake'
  | 'rack'
  | 'yoke'
  | 'suspension'
  | 'corner'
  | 'airbag'
  | 'eye'
  | 'seat'
  | 'frontend'
  | 'subframe';

export interface Palette {
  /** Bright accent (LEDs, screens, beams). */
  accent: string;
  /** Lines and highlights drawn over the body. */
  line: string;
  /** The darkest tone (lenses, gaps). */
  deep: string;
}

type Drawer = (p: Palette, v: number) => string;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const stroke = (colour: string, width: number, extra = '') =>
  `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}`;

/** A top view of a car, nose up, in the box (x, y, w, h). */
const carTop = (x: number, y: number, w: number, h: number, p: Palette) =>
  `${rect(x, y, w, h, w * 0.38, 'url(#body)')}${rect(x + w * 0.12, y + h * 0.22, w * 0.76, h * 0.2, 8, 'url(#glass)')}
  ${rect(x + w * 0.12, y + h * 0.66, w * 0.76, h * 0.14, 8, 'url(#glass)')}
  ${rect(x + w * 0.1, y + h * 0.44, w * 0.8, h * 0.2, 6, 'url(#metal)', 'opacity=".55"')}
  ${[0.15, 0.85].map((fx) => circle(x + w * fx, y + h * 0.04, 3, p.accent)).join('')}`;

/** A wheel seen from the side: tyre, rim and spokes. */
const wheel = (cx: number, cy: number, r: number, p: Palette, spokes = 5) =>
  `${circle(cx, cy, r, p.deep)}${circle(cx, cy, r * 0.68, 'url(#metal)')}${circle(cx, cy, r * 0.2, 'url(#body)')}
  ${range(spokes)
    .map(
      (i) =>
        `<path d="M${cx} ${cy - r * 0.22} L${cx} ${cy - r * 0.62}" ${stroke('url(#body)', r * 0.14)} transform="rotate(${(360 / spokes) * i} ${cx} ${cy})"/>`,
    )
    .join('')}`;

/** Sensing waves fanning out from (cx, cy) towards `angle` degrees (0 is up). */
const waves = (cx: number, cy: number, angle: number, p: Palette, count = 3, spread = 70) =>
  range(count)
    .map((i) => {
      const r = 34 + i * 22;
      const a = (spread / 2) * (Math.PI / 180);
      return `<path d="M${cx - r * Math.sin(a)} ${cy - r * Math.cos(a)} A${r} ${r} 0 0 1 ${cx + r * Math.sin(a)} ${cy - r * Math.cos(a)}" ${stroke(p.accent, 5, `opacity="${0.9 - i * 0.25}"`)} transform="rotate(${angle} ${cx} ${cy})"/>`;
    })
    .join('');

/** A cooling fin block: `n` vertical fins across the box. */
const fins = (x: number, y: number, w: number, h: number, n: number) =>
  range(n)
    .map((i) => rect(x + (w / n) * i + 1, y, w / n - 3, h, 2, 'url(#metal)'))
    .join('');

const DRAWERS: Record<ProductKind, Drawer> = {
  dashboard: (p, v) => `<path d="M10 120 Q100 ${92 - v * 6} 190 120 L186 150 Q100 ${124 - v * 6} 14 150 Z" fill="url(#body)"/>
    <path d="M24 ${70 - v * 4} Q100 ${56 - v * 6} 176 ${70 - v * 4} L176 ${112 - v * 4} Q100 ${98 - v * 6} 24 ${112 - v * 4} Z" fill="url(#screen)" stroke="${p.line}" stroke-width="3"/>
    ${range(3 + v)
      .map((i) => rect(36 + i * (128 / (3 + v)), 74 - v * 4, 128 / (3 + v) - 8, 24, 4, p.line, 'opacity=".35"'))
      .join('')}
    ${circle(100, 158, 14, 'url(#metal)')}`,
  telematics: (p) => `${rect(30, 96, 140, 62, 10, 'url(#body)')}${rect(40, 106, 120, 10, 4, 'url(#metal)')}
    ${range(6)
      .map((i) => rect(44 + i * 19, 136, 12, 14, 2, p.deep))
      .join('')}
    <path d="M112 96 Q124 54 150 46 L152 96 Z" fill="url(#metal)"/>${waves(150, 60, 30, p, 3, 80)}
    ${circle(46, 128, 4, p.accent)}`,
  display: (p, v) => `<g transform="rotate(${v % 2 ? -8 : 6} 100 100)">
    ${rect(16, 46, 168, 96, 12, 'url(#body)')}${rect(24, 54, 152, 80, 6, 'url(#screen)')}
    ${rect(34, 64, 60, 60, 6, p.line, 'opacity=".25"')}${range(3)
      .map((i) => rect(104, 66 + i * 20, 62, 10, 4, p.line, `opacity="${0.5 - i * 0.12}"`))
      .join('')}</g>
    <path d="M92 146 L108 146 L116 176 L84 176 Z" fill="url(#metal)"/>${circle(100, 150, 9, 'url(#body)')}`,
  rollable: (p) => `${rect(30, 34, 140, 96, 6, 'url(#screen)', `stroke="${p.line}" stroke-width="3"`)}
    ${range(4)
      .map((i) => `<path d="M42 ${50 + i * 18} H${150 - i * 18}" ${stroke(p.line, 6, 'opacity=".35"')}/>`)
      .join('')}
    ${rect(22, 128, 156, 30, 15, 'url(#body)')}${rect(30, 136, 140, 14, 7, 'url(#metal)')}
    <path d="M30 130 Q100 118 170 130" ${stroke(p.accent, 3)}/>`,
  cluster: (p, v) => `${rect(12, 52, 176, 92, 20, 'url(#body)')}${rect(20, 60, 160, 76, 14, 'url(#screen)')}
    ${[56, 144]
      .map(
        (cx, i) =>
          `${circle(cx, 98, 30, p.deep, 'opacity=".6"')}<path d="M${cx - 22} 112 A26 26 0 1 1 ${cx + 22} 112" ${stroke(p.line, 4)}/>
      <path d="M${cx} 98 L${cx + (i ? -14 : 18)} ${80 + v * 2}" ${stroke(p.accent, 4)}/>`,
      )
      .join('')}
    ${rect(88, 84, 24, 28, 4, p.line, 'opacity=".4"')}`,
  // Variant 0: one arrow over the lane; 1: the whole windshield as display, lane highlighted, more markers.
  hud: (
    p,
    v,
  ) => `<path d="M${20 - v * 8} 150 L${48 - v * 8} ${40 - v * 6} H${152 + v * 8} L${180 + v * 8} 150 Z" fill="url(#glass)" stroke="${p.line}" stroke-width="3"/>
    ${v > 0 ? `<path d="M70 140 L94 64 H106 L130 140 Z" fill="${p.accent}" opacity=".25"/>` : ''}
    <path d="M70 140 L94 ${70 - v * 6} M130 140 L106 ${70 - v * 6}" ${stroke(p.line, 3, 'opacity=".5"')}/>
    <path d="M100 ${122 - v * 4} V${84 - v * 8} M86 ${98 - v * 8} L100 ${82 - v * 8} L114 ${98 - v * 8}" ${stroke(p.accent, 7)}/>
    ${
      v > 0
        ? `${rect(30, 44, 34, 14, 4, p.accent, 'opacity=".8"')}${rect(136, 44, 34, 14, 4, p.accent, 'opacity=".6"')}${circle(150, 100, 10, 'none', `stroke="${p.accent}" stroke-width="4"`)}${circle(48, 110, 7, p.accent)}`
        : rect(60, 52, 24, 10, 4, p.accent, 'opacity=".6"')
    }
    ${rect(60, 158, 80, 20, 6, 'url(#body)')}${rect(72, 150, 56, 10, 3, 'url(#metal)')}`,
  speaker: (p) => `${rect(36, 28, 128, 150, 18, 'url(#body)')}
    ${circle(100, 76, 34, 'url(#metal)')}${circle(100, 76, 22, p.deep)}${circle(100, 76, 8, 'url(#metal)')}
    ${circle(100, 142, 20, 'url(#metal)')}${circle(100, 142, 10, p.deep)}
    <path d="M170 60 Q184 76 170 92 M178 50 Q198 76 178 102" ${stroke(p.accent, 4)}/>`,
  noise: (p) => `<path d="M14 80 ${range(8)
    .map((i) => `Q${26 + i * 22} ${i % 2 ? 112 : 48} ${36 + i * 22} 80`)
    .join(' ')}" ${stroke(p.line, 5, 'opacity=".6"')}/>
    <path d="M14 80 ${range(8)
      .map((i) => `Q${26 + i * 22} ${i % 2 ? 48 : 112} ${36 + i * 22} 80`)
      .join(' ')}" ${stroke(p.accent, 5)}/>
    <path d="M14 146 H186" ${stroke(p.accent, 5)}/>${rect(76, 120, 48, 52, 10, 'url(#body)')}${circle(100, 146, 14, 'url(#metal)')}`,
  // Variant 0: a flat control unit; 1: a second board stacked on top with a fan; 2: a domain controller with ports.
  controller: (p, v) => `<path d="M24 90 L100 58 L176 90 L100 122 Z" fill="url(#metal)"/>
    <path d="M24 90 V132 L100 164 V122 Z" fill="url(#body)"/><path d="M176 90 V132 L100 164 V122 Z" fill="url(#body)" opacity=".8"/>
    <path d="M${76 - v * 4} 90 L100 ${80 - v * 3} L${124 + v * 4} 90 L100 ${100 + v * 3} Z" fill="${p.deep}"/>
    <path d="M88 90 L100 85 L112 90 L100 95 Z" fill="${p.accent}"/>
    ${range(4)
      .map((i) => `<path d="M${34 + i * 8} ${104 + i * 3.4} V${120 + i * 3.4}" ${stroke(p.line, 3, 'opacity=".6"')}/>`)
      .join('')}
    ${
      v === 1
        ? `<path d="M50 70 L100 48 L150 70 L100 92 Z" fill="url(#metal)"/><path d="M50 70 V84 L100 106 V92 Z M150 70 V84 L100 106 V92 Z" fill="url(#body)"/>
      <ellipse cx="100" cy="70" rx="26" ry="12" fill="${p.deep}"/>${range(3)
        .map((i) => `<path d="M100 70 L${100 + 24 * Math.cos(i * 2.1)} ${70 + 11 * Math.sin(i * 2.1)}" ${stroke(p.accent, 4)}/>`)
        .join('')}`
        : ''
    }
    ${
      v === 2
        ? range(5)
            .map((i) => rect(110 + i * 12, 128 - i * 5.2, 8, 12, 2, p.accent, 'opacity=".9"'))
            .join('')
        : rect(126, 132, 30, 12, 3, p.deep, 'transform="skewY(-22)"')
    }`,
  radar: (p, v) => `<g transform="rotate(${v ? -28 : 0} 100 150)">${waves(100, 118, 0, p, 3, v ? 150 : 60)}
    ${rect(56, 112, 88, 60, 14, 'url(#body)')}${rect(66, 122, 68, 40, 8, 'url(#glass)')}
    ${range(3)
      .map((i) => `<path d="M76 ${132 + i * 10} H124" ${stroke(p.line, 2, 'opacity=".5"')}/>`)
      .join('')}</g>`,
  camera: (p) => `<path d="M110 100 L190 60 V140 Z" fill="${p.accent}" opacity=".25"/>
    <path d="M20 70 H118 Q132 70 132 84 V120 Q132 134 118 134 H20 Z" fill="url(#body)"/>
    ${circle(110, 102, 24, 'url(#metal)')}${circle(110, 102, 16, p.deep)}${circle(110, 102, 7, p.accent)}
    ${rect(30, 84, 46, 8, 4, p.line, 'opacity=".4"')}${rect(30, 100, 30, 8, 4, p.line, 'opacity=".3"')}`,
  parking: (p) => `${range(3)
    .map((i) => `<path d="M${40 + i * 60} 20 V176" ${stroke(p.line, 4, 'opacity=".5" stroke-dasharray="12 8"')}/>`)
    .join('')}
    ${carTop(78, 54, 44, 96, p)}${waves(100, 150, 180, p, 2, 90)}${waves(100, 56, 0, p, 2, 90)}`,
  surround: (p) => `${[0, 90, 180, 270]
    .map((a) => `<path d="M100 100 L78 28 Q100 18 122 28 Z" fill="${p.accent}" opacity=".22" transform="rotate(${a} 100 100)"/>`)
    .join('')}
    ${carTop(76, 46, 48, 108, p)}${[
      [100, 46],
      [100, 154],
      [76, 100],
      [124, 100],
    ]
      .map(([x, y]) => circle(x, y, 5, p.accent))
      .join('')}`,
  // Three headlamps that look like three products: a wide DMD lamp with its pixel module, a slim angular full-LED
  // lamp with two projectors and an L-shaped signature, a tall adaptive-beam lamp with its row of LED segments.
  headlamp: (p, v) =>
    [
      () => `<path d="M8 92 Q36 46 120 48 L190 64 Q196 112 162 146 L36 148 Q8 130 8 92 Z" fill="url(#body)"/>
    <path d="M22 92 Q44 60 116 60 L178 72 Q180 106 156 134 L44 136 Q22 122 22 92 Z" fill="url(#glass)"/>
    ${circle(70, 98, 26, p.deep)}${range(25)
      .map((j) => rect(53 + (j % 5) * 7, 81 + Math.floor(j / 5) * 7, 5, 5, 1, p.accent, `opacity="${0.45 + ((j * 7) % 5) / 9}"`))
      .join('')}
    ${circle(128, 98, 16, 'url(#metal)')}${circle(128, 98, 9, p.accent)}
    <path d="M34 130 Q100 120 166 126" ${stroke(p.accent, 4)}/>`,
      () => `<path d="M10 100 L60 64 L188 70 L192 96 L150 128 L22 126 Z" fill="url(#body)"/>
    <path d="M22 100 L64 74 L178 78 L180 96 L146 118 L30 116 Z" fill="url(#glass)"/>
    ${[86, 130].map((cx) => `${circle(cx, 96, 15, 'url(#metal)')}${circle(cx, 96, 8, p.deep)}${circle(cx - 3, 93, 3, '#fff')}`).join('')}
    <path d="M40 86 L40 112 L170 112" ${stroke(p.accent, 5)}/>`,
      () => `<path d="M24 60 Q30 34 100 34 L176 44 Q188 100 168 160 L44 166 Q18 130 24 60 Z" fill="url(#body)"/>
    <path d="M36 62 Q42 46 100 46 L166 54 Q174 100 158 148 L52 152 Q32 124 36 62 Z" fill="url(#glass)"/>
    ${range(6)
      .map((i) => `${rect(46 + i * 19, 70, 14, 22, 3, i % 2 ? p.accent : 'url(#metal)')}`)
      .join('')}
    ${circle(100, 122, 20, 'url(#metal)')}${circle(100, 122, 11, p.accent)}
    <path d="M168 80 L198 60 V130 L168 112 Z" fill="${p.accent}" opacity=".35"/>`,
    ][v % 3](),
  // Two rear lamps of different build: a low wide lamp with three light-guide curves, a tall corner lamp with a
  // stack of LED blocks and a light bar running off to the tailgate.
  rearlamp: (p, v) =>
    v
      ? `<path d="M112 24 L176 30 Q186 100 170 176 L104 168 Q92 96 112 24 Z" fill="url(#body)"/>
    <path d="M120 38 L166 42 Q172 100 160 160 L114 154 Q106 96 120 38 Z" fill="url(#glass)"/>
    ${range(5)
      .map((i) => rect(124, 48 + i * 22, 34, 14, 3, p.accent, `opacity="${1 - i * 0.14}"`))
      .join('')}
    <path d="M12 100 H104" ${stroke(p.accent, 8, 'opacity=".8"')}/>${rect(12, 116, 80, 10, 4, 'url(#metal)')}`
      : `<path d="M14 120 Q20 72 80 66 L188 70 L184 118 Q120 140 14 120 Z" fill="url(#body)"/>
    ${range(3)
      .map(
        (i) => `<path d="M30 ${88 + i * 12} Q100 ${78 + i * 12} 176 ${82 + i * 12}" ${stroke(p.accent, 6, `opacity="${1 - i * 0.25}"`)}/>`,
      )
      .join('')}`,
  ledmatrix: (p) => `${rect(30, 30, 140, 140, 14, 'url(#body)')}${rect(40, 40, 120, 120, 6, p.deep)}
    ${range(64)
      .map((i) => {
        const x = i % 8;
        const y = Math.floor(i / 8);
        const lit = (x * 3 + y * 5) % 7 > 2;
        return circle(49 + x * 14.6, 49 + y * 14.6, 5, lit ? p.accent : p.line, `opacity="${lit ? 1 : 0.2}"`);
      })
      .join('')}`,
  grille: (p) => `<path d="M10 150 Q14 80 60 66 H140 Q186 80 190 150 Z" fill="url(#body)"/>
    <path d="M44 96 H156 L150 140 H50 Z" fill="${p.deep}"/>
    ${range(28)
      .map((i) => circle(58 + (i % 7) * 14, 104 + Math.floor(i / 7) * 10, 3, p.accent, `opacity="${0.4 + ((i * 7) % 6) / 10}"`))
      .join('')}
    <path d="M22 86 Q34 74 56 72 M178 86 Q166 74 144 72" ${stroke(p.accent, 5)}/>`,
  projector: (p) => `<path d="M100 52 L28 170 H172 Z" fill="${p.accent}" opacity=".18"/>
    <ellipse cx="100" cy="170" rx="72" ry="14" fill="${p.accent}" opacity=".35"/>
    ${range(5)
      .map((i) => rect(46 + i * 22, 165, 14, 10, 2, p.line, 'opacity=".7"'))
      .join('')}
    ${rect(70, 26, 60, 34, 10, 'url(#body)')}${circle(100, 58, 10, 'url(#metal)')}${circle(100, 58, 5, p.accent)}`,
  motor: (p, v) => `${rect(40 + v * 6, 60, 110 - v * 6, 84, 8, 'url(#body)')}
    <ellipse cx="150" cy="102" rx="20" ry="42" fill="url(#metal)"/><ellipse cx="150" cy="102" rx="10" ry="22" fill="${p.deep}"/>
    ${range(5)
      .map((i) => `<path d="M${58 + i * 16} 62 V142" ${stroke(p.line, 3, 'opacity=".35"')}/>`)
      .join('')}
    ${rect(164, 96, 28, 12, 4, 'url(#metal)')}<ellipse cx="${40 + v * 6}" cy="102" rx="14" ry="42" fill="url(#body)"/>
    ${rect(70, 46, 40, 16, 4, p.accent)}`,
  inwheel: (p) => `${wheel(100, 100, 78, p, 6)}${circle(100, 100, 34, 'url(#body)')}
    <path d="M72 100 A28 28 0 0 1 128 100" ${stroke(p.accent, 6)}/>${circle(100, 100, 12, p.accent)}`,
  driveunit: (p) => `${rect(24, 62, 70, 80, 10, 'url(#body)')}<ellipse cx="24" cy="102" rx="12" ry="40" fill="url(#metal)"/>
    <path d="M94 56 H150 Q172 56 172 80 V130 Q172 150 150 150 H94 Z" fill="url(#metal)"/>
    ${rect(60, 30, 90, 28, 6, 'url(#body)')}${rect(70, 38, 40, 6, 3, p.accent)}
    ${circle(134, 104, 20, 'url(#body)')}${circle(134, 104, 8, p.accent)}${rect(172, 98, 22, 12, 4, 'url(#metal)')}`,
  axle: (p) => `${rect(20, 94, 160, 14, 7, 'url(#metal)')}${rect(70, 68, 60, 66, 12, 'url(#body)')}
    ${circle(100, 101, 16, 'url(#metal)')}${circle(100, 101, 6, p.accent)}
    ${[18, 182].map((cx) => `${circle(cx, 101, 20, p.deep)}${circle(cx, 101, 10, 'url(#metal)')}`).join('')}
    ${rect(80, 56, 40, 14, 4, p.accent, 'opacity=".8"')}`,
  charger: (p) => `${rect(30, 50, 120, 100, 12, 'url(#body)')}${fins(40, 36, 100, 14, 8)}
    <path d="M96 70 L80 104 H98 L90 132 L118 94 H100 L110 70 Z" fill="${p.accent}"/>
    <path d="M150 120 Q178 120 178 150 V176" ${stroke('url(#metal)', 10)}/>${rect(168, 170, 20, 14, 4, p.deep)}`,
  inverter: (p) => `${rect(24, 60, 152, 90, 10, 'url(#body)')}${fins(34, 150, 132, 16, 11)}
    <path d="M44 106 ${range(4)
      .map((i) => `Q${56 + i * 28} ${i % 2 ? 130 : 82} ${70 + i * 28} 106`)
      .join(' ')}" ${stroke(p.accent, 5)}/>
    ${[150, 162].map((x) => circle(x, 76, 5, p.line, 'opacity=".7"')).join('')}${rect(60, 48, 80, 14, 4, 'url(#metal)')}`,
  battery: (p) => `<path d="M14 120 L70 84 H186 L130 120 Z" fill="url(#metal)"/>
    <path d="M14 120 V140 H130 V120 Z" fill="url(#body)"/><path d="M130 120 L186 84 V104 L130 140 Z" fill="url(#body)" opacity=".8"/>
    ${range(12)
      .map((i) => {
        const col = i % 4;
        const row = Math.floor(i / 4);
        const x = 34 + col * 26 + row * 16;
        const y = 114 - row * 10;
        return `<path d="M${x} ${y} l10 -6 h20 l-10 6 Z" fill="${p.accent}" opacity="${0.5 + (i % 3) * 0.2}"/>`;
      })
      .join('')}`,
  brake: (p) => `${circle(96, 104, 72, 'url(#metal)')}${circle(96, 104, 30, 'url(#body)')}
    ${range(12)
      .map((i) => circle(96 + 52 * Math.cos((i * Math.PI) / 6), 104 + 52 * Math.sin((i * Math.PI) / 6), 3, p.deep))
      .join('')}
    ${range(5)
      .map((i) => circle(96 + 16 * Math.cos((i * 2 * Math.PI) / 5), 104 + 16 * Math.sin((i * 2 * Math.PI) / 5), 4, 'url(#metal)'))
      .join('')}
    <path d="M130 40 Q176 60 176 104 Q176 126 166 140 L144 128 Q152 116 152 104 Q152 74 122 60 Z" fill="${p.accent}"/>`,
  rack: (p) => `${rect(10, 112, 180, 16, 8, 'url(#metal)')}${rect(60, 100, 56, 40, 10, 'url(#body)')}
    ${circle(136, 120, 20, 'url(#body)')}${circle(136, 120, 8, p.accent)}
    <path d="M88 100 L60 30" ${stroke('url(#metal)', 12)}/>${circle(58, 28, 12, 'url(#body)')}
    ${[10, 190].map((x) => circle(x, 120, 9, p.deep)).join('')}`,
  yoke: (
    p,
  ) => `<path d="M24 74 Q24 46 60 50 H140 Q176 46 176 74 V112 Q176 146 146 150 L128 124 H72 L54 150 Q24 146 24 112 Z" fill="url(#body)"/>
    ${rect(70, 80, 60, 40, 10, 'url(#metal)')}${circle(100, 100, 10, p.accent)}
    <path d="M100 150 V186" ${stroke(p.accent, 3, 'stroke-dasharray="4 6"')}/>`,
  suspension: (p) => `${rect(88, 20, 24, 150, 8, 'url(#metal)')}${rect(82, 110, 36, 70, 8, 'url(#body)')}
    <path d="M70 40 ${range(7)
      .map((i) => `Q${i % 2 ? 70 : 130} ${46 + i * 14} ${i % 2 ? 130 : 70} ${54 + i * 14}`)
      .join(' ')}" ${stroke(p.accent, 8)}/>
    ${rect(64, 28, 72, 12, 5, 'url(#body)')}${circle(100, 182, 10, 'url(#metal)')}`,
  corner: (p) => `${wheel(92, 110, 62, p, 5)}
    <path d="M168 110 A76 76 0 0 0 92 34" ${stroke(p.accent, 5, 'stroke-dasharray="10 8"')}/>
    <path d="M96 22 L84 34 L98 44" ${stroke(p.accent, 5)}/>${rect(140, 90, 40, 40, 8, 'url(#body)')}`,
  airbag: (p, v) =>
    v
      ? `${rect(30, 40, 60, 130, 20, 'url(#body)')}${rect(30, 150, 130, 30, 14, 'url(#body)')}
    <path d="M92 50 Q150 40 150 90 Q154 140 92 140 Z" fill="${p.accent}" opacity=".85"/><path d="M100 70 Q132 70 132 96" ${stroke(p.line, 3, 'opacity=".5"')}/>`
      : `<path d="M10 150 Q40 120 120 124 L190 130 V170 H10 Z" fill="url(#body)"/>
    <path d="M80 126 Q52 70 100 44 Q160 30 170 84 Q176 124 130 130 Z" fill="${p.accent}" opacity=".85"/>
    <path d="M104 60 Q140 56 148 88" ${stroke(p.line, 3, 'opacity=".5"')}/>`,
  eye: (p) => `<path d="M14 100 Q100 20 186 100 Q100 180 14 100 Z" fill="url(#glass)" stroke="${p.line}" stroke-width="3"/>
    ${circle(100, 100, 34, 'url(#body)')}${circle(100, 100, 16, p.deep)}${circle(92, 92, 5, p.line)}
    ${range(4)
      .map((i) => `<path d="M${40 + i * 40} 30 V44 M${40 + i * 40} 156 V170" ${stroke(p.accent, 4)}/>`)
      .join('')}`,
  seat: (p) => `<path d="M60 60 Q60 40 80 40 H104 Q122 40 120 60 L112 130 H64 Z" fill="url(#body)"/>
    <path d="M58 126 H150 Q164 126 162 142 L158 160 H60 Z" fill="url(#body)" opacity=".85"/>${rect(74, 18, 32, 22, 8, 'url(#metal)')}
    ${rect(120, 10, 56, 12, 5, 'url(#metal)')}${waves(148, 20, 180, p, 3, 60)}`,
  frontend: (p) => `${rect(14, 60, 172, 100, 14, 'url(#metal)', 'opacity=".5"')}${rect(24, 68, 152, 84, 10, 'url(#body)')}
    ${range(9)
      .map((i) => `<path d="M${52 + i * 12} 80 V140" ${stroke(p.line, 3, 'opacity=".35"')}/>`)
      .join('')}
    ${[26, 150].map((x) => `<path d="M${x} 74 H${x + 24} L${x + 20} 92 H${x + 4} Z" fill="${p.accent}"/>`).join('')}
    ${rect(8, 150, 184, 14, 6, 'url(#metal)')}`,
  subframe: (p, v) => `<path d="M40 ${v ? 60 : 50} H160 L150 ${v ? 150 : 160} H50 Z" ${stroke('url(#metal)', 12)}/>
    <path d="M50 105 H150" ${stroke('url(#metal)', 10)}/>${v ? `<path d="M100 60 V150" ${stroke('url(#metal)', 8)}/>` : ''}
    ${[
      [30, v ? 60 : 50],
      [170, v ? 60 : 50],
      [40, v ? 150 : 160],
      [160, v ? 150 : 160],
    ]
      .map(([x, y]) => `${circle(x, y, 18, p.deep)}${circle(x, y, 8, p.accent)}`)
      .join('')}
    ${rect(80, 92, 40, 26, 6, 'url(#body)')}`,
};

/** The drawing of one kind of product in its 200×200 box. */
export function productDrawing(kind: ProductKind, palette: Palette, variant = 0): string {
  return DRAWERS[kind](palette, variant);
}

export const PRODUCT_KINDS = Object.keys(DRAWERS) as ProductKind[];
