/**
 * Placeholder artwork as SVG: a gradient, a simple product-like shape and a Latin label. Labels stay Latin
 * because the machine that renders them may have no CJK font.
 */
export type Motif = 'display' | 'radar' | 'lamp' | 'motor' | 'wheel' | 'shield' | 'module' | 'stage' | 'news' | 'road';

export interface Artwork {
  width: number;
  height: number;
  hue: number;
  motif: Motif;
  label: string;
  sub?: string;
}

// Every shape is drawn in a 200×200 box, scaled into the picture.
const MOTIFS: Record<Motif, string> = {
  display: `<rect x="10" y="50" width="180" height="90" rx="14" fill="#0b1220" stroke="#fff" stroke-width="4"/>
    <rect x="24" y="64" width="152" height="62" rx="6" fill="url(#screen)"/><rect x="90" y="140" width="20" height="30" fill="#fff" opacity=".7"/>`,
  radar: `<circle cx="100" cy="170" r="10" fill="#fff"/>
    ${[50, 90, 130].map((r) => `<path d="M${100 - r * 0.7} ${170 - r * 0.7} A${r} ${r} 0 0 1 ${100 + r * 0.7} ${170 - r * 0.7}" fill="none" stroke="#fff" stroke-width="6" opacity="${1 - r / 200}"/>`).join('')}`,
  lamp: `<path d="M20 70 Q100 20 180 70 L170 140 Q100 160 30 140 Z" fill="#0b1220" stroke="#fff" stroke-width="4"/>
    ${[60, 100, 140].map((x) => `<circle cx="${x}" cy="100" r="16" fill="#fff" opacity=".9"/>`).join('')}`,
  motor: `<circle cx="100" cy="100" r="80" fill="#0b1220" stroke="#fff" stroke-width="5"/><circle cx="100" cy="100" r="30" fill="#fff"/>
    ${[0, 60, 120, 180, 240, 300].map((a) => `<rect x="96" y="28" width="8" height="34" fill="#fff" transform="rotate(${a} 100 100)"/>`).join('')}`,
  wheel: `<circle cx="100" cy="100" r="82" fill="#0b1220" stroke="#fff" stroke-width="14"/><circle cx="100" cy="100" r="22" fill="#fff"/>
    ${[0, 72, 144, 216, 288].map((a) => `<rect x="95" y="30" width="10" height="50" rx="4" fill="#fff" transform="rotate(${a} 100 100)"/>`).join('')}`,
  shield: `<path d="M100 15 L175 45 V100 Q175 160 100 190 Q25 160 25 100 V45 Z" fill="#0b1220" stroke="#fff" stroke-width="6"/>
    <path d="M65 100 L92 128 L140 75" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"/>`,
  module: `<path d="M100 20 L180 60 V140 L100 180 L20 140 V60 Z" fill="#0b1220" stroke="#fff" stroke-width="5"/>
    <path d="M20 60 L100 100 L180 60 M100 100 V180" fill="none" stroke="#fff" stroke-width="5"/>`,
  stage: `<rect x="15" y="130" width="170" height="40" fill="#0b1220" stroke="#fff" stroke-width="4"/>
    <path d="M40 130 L70 40 L100 130 M100 130 L130 40 L160 130" fill="#fff" opacity=".35"/><circle cx="100" cy="95" r="22" fill="#fff"/>`,
  news: `<rect x="30" y="20" width="140" height="170" rx="8" fill="#fff"/>
    ${[50, 80, 110, 140].map((y) => `<rect x="50" y="${y}" width="${y === 50 ? 100 : 80}" height="12" rx="4" fill="#0b1220" opacity=".7"/>`).join('')}`,
  road: `<path d="M70 190 L95 20 H105 L130 190 Z" fill="#0b1220" opacity=".8"/>
    ${[40, 90, 140].map((y) => `<rect x="97" y="${y}" width="6" height="24" fill="#fff"/>`).join('')}`,
};

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG text of one placeholder picture. */
export function artworkSvg({ width, height, hue, motif, label, sub }: Artwork): string {
  const landscape = width > height;
  const size = Math.min(width, height) * 0.5;
  const scale = size / 200;
  // Landscape: label on the left half, shape on the right; portrait: shape above, label below.
  const x = landscape ? width * 0.95 - size : (width - size) / 2;
  const y = landscape ? (height - size) / 2 : height * 0.12;
  const textX = landscape ? width * 0.07 : width / 2;
  const anchor = landscape ? 'start' : 'middle';
  const textY = landscape ? height * 0.5 : height * 0.78;
  // Long labels get a smaller font so they never run into the shape (about 0.65 em per bold character).
  const room = landscape ? width * 0.5 : width * 0.86;
  const fontSize = Math.round(Math.min(width / 14, height / 8, room / (label.length * 0.65)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,28%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,12%)"/>
    </linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="hsl(${hue},80%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},80%,45%)"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="${width * 0.8}" cy="${height * 0.15}" r="${Math.max(width, height) * 0.35}" fill="#fff" opacity=".05"/>
  <g transform="translate(${x} ${y}) scale(${scale})">${MOTIFS[motif]}</g>
  <g font-family="DejaVu Sans, Arial, Helvetica, sans-serif" fill="#fff" text-anchor="${anchor}">
    <text x="${textX}" y="${textY}" font-size="${fontSize}" font-weight="bold">${escape(label)}</text>
    ${sub ? `<text x="${textX}" y="${textY + fontSize * 1.1}" font-size="${Math.round(fontSize * 0.5)}" opacity=".8">${escape(sub)}</text>` : ''}
  </g>
</svg>`;
}
