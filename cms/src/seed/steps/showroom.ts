import type { Core } from '@strapi/strapi';
import { STATION_SEEDS, itemMedia, stationIntro } from '../data/showroom';
import { DEFAULT, LOCALES_IN_ORDER, type L10n } from '../lib/l10n';
import { publishAll, upsertLocalized } from '../lib/upsert';

const UID = 'api::showroom-station.showroom-station';
/** The demo films made by scripts/generate-media.mjs are this long; real films come with their own timings. */
const DEMO_FILM_SECONDS = 4;

/** Fits a film's caption timings into the demo film's length, keeping their order and proportions. */
function fitToDemoFilm(captions: [number, number, unknown][]): [number, number][] {
  const last = Math.max(...captions.map(([, end]) => end), DEMO_FILM_SECONDS);
  const scale = DEMO_FILM_SECONDS / last;
  return captions.map(([start, end]) => [Math.round(start * scale * 10) / 10, Math.round(end * scale * 10) / 10]);
}

/** Showroom stations: intro film and poster, and titled films with captions in each locale's language. */
export async function seedShowroom(strapi: Core.Strapi) {
  const entries = STATION_SEEDS.map((s) => {
    const localized = {} as L10n<Record<string, unknown>>;
    for (const locale of LOCALES_IN_ORDER) {
      localized[locale] = {
        title: s.title[locale],
        // Components are replaced as a whole on every run: no ids are kept, so nothing piles up.
        items: s.items.map((item) => ({
          title: item.title[locale],
          ...itemMedia(s.station, item.file),
          captions: fitToDemoFilm(item.captions).map(([start, end], i) => ({
            start,
            end,
            text: item.captions[i][2][locale] ?? item.captions[i][2][DEFAULT],
          })),
        })),
      };
    }
    return { key: s.station, shared: stationIntro(s.station), localized };
  });
  const ids = await upsertLocalized(strapi, UID, 'station', entries);
  await publishAll(strapi, UID, ids.values());
  return ids.size;
}
