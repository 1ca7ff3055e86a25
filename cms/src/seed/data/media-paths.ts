import { EXHIBITIONS } from './exhibitions';
import { EXHIBITION_SITES } from './exhibition-sites';
import { KEY_VISUALS } from './key-visuals';
import { MEDIA_NEWS } from './media-news';
import { STATION_SEEDS, itemMedia, stationIntro } from './showroom';

/**
 * Every local file path under /media/ that seeded content points at (videos and showroom posters). The
 * script that generates these files reads this list, so a path added to the seed data cannot be forgotten.
 */
export function seedMediaPaths(): string[] {
  const paths = new Set<string>();
  const add = (p: string | undefined) => p && paths.add(p);
  for (const e of EXHIBITIONS) add(e.movUrl);
  for (const m of MEDIA_NEWS) add(m.movUrl);
  for (const k of KEY_VISUALS) add(k.movUrl);
  for (const s of EXHIBITION_SITES) add(s.movUrl);
  for (const s of STATION_SEEDS) {
    const intro = stationIntro(s.station);
    add(intro.introVideo);
    add(intro.poster);
    for (const item of s.items) Object.values(itemMedia(s.station, item.file)).forEach(add);
  }
  return [...paths].sort();
}
