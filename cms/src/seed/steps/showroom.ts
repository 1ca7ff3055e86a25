import type { Core } from '@strapi/strapi';
import { SHOWROOM_STATIONS, itemMedia, stationIntro } from '../data/showroom';
import { DEFAULT, LOCALES_IN_ORDER, type L10n } from '../lib/l10n';
import { publishAll, upsertLocalized } from '../lib/upsert';

const UID = 'api::showroom-station.showroom-station';

/** Showroom stations: intro film and poster, and titled films with captions in each locale's language. */
export async function seedShowroom(strapi: Core.Strapi) {
  const entries = SHOWROOM_STATIONS.map((s) => {
    const localized = {} as L10n<Record<string, unknown>>;
    for (const locale of LOCALES_IN_ORDER) {
      localized[locale] = {
        title: s.title[locale],
        // Components are replaced as a whole on every run: no ids are kept, so nothing piles up.
        items: s.items.map((item) => ({
          title: item.title[locale],
          ...itemMedia(s.station, item.file),
          captions: item.captions.map(([start, end, text]) => ({ start, end, text: text[locale] ?? text[DEFAULT] })),
        })),
      };
    }
    return { key: s.station, shared: stationIntro(s.station), localized };
  });
  const ids = await upsertLocalized(strapi, UID, 'station', entries);
  await publishAll(strapi, UID, ids.values());
  return ids.size;
}
