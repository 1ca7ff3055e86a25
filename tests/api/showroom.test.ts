import { describe, expect, it } from 'vitest';
import { LOCALES, M_VISION_STATIONS, SHOWROOM_STATIONS } from '@portal/domain';
import { api } from '../support/kit';
import { SCRIPT_OF } from '../support/pages';

const LANGS = LOCALES.map((l) => ({ site: l.siteLang, strapi: l.strapi, script: SCRIPT_OF[l.segment] }));

describe('POST /api/showroom/tech-gallery/products', () => {
  it.each(LANGS)('lists 9, 4 and 3 products in menus 1–3 in $strapi, with pk_dev and pk_ch', async ({ site }) => {
    const res = await api('/api/showroom/tech-gallery/products', { lang: site });
    expect(res.status).toBe(200);
    const menus = res.body.data.menus as { menu: number; products: Record<string, unknown>[] }[];
    expect(menus.map((m) => m.menu)).toEqual([1, 2, 3]);
    expect(menus.map((m) => m.products.length)).toEqual([9, 4, 3]);
    for (const { menu, products } of menus)
      for (const p of products) expect(p).toMatchObject({ techGalleryMenu: menu, pk_dev: p.pk, pk_ch: expect.any(Number) });
  });

  it('names the products in the request language, in the same gallery order', async () => {
    const [en, kr] = await Promise.all(LANGS.slice(0, 2).map(({ site }) => api('/api/showroom/tech-gallery/products', { lang: site })));
    const pks = (r: typeof en) => r.body.data.menus.flatMap((m: { products: { pk: number }[] }) => m.products.map((p) => p.pk));
    expect(pks(kr)).toEqual(pks(en));
    expect(en.body.data.menus[2].products[0].model).not.toBe(kr.body.data.menus[2].products[0].model);
  });
});

describe('GET /api/showroom-stations (public read for the site build)', () => {
  it.each(LANGS)('has the seven stations with films and timed captions in $strapi', async ({ strapi, script }) => {
    const res = await api(`/api/showroom-stations?locale=${strapi}&populate[items][populate]=captions`, { method: 'GET' });
    expect(res.status).toBe(200);
    const stations = new Map<string, { items: { captions: { start: number; end: number; text: string }[] }[] }>(
      res.body.data.map((s: { station: string }) => [s.station, s]),
    );
    expect([...stations.keys()].sort()).toEqual([...SHOWROOM_STATIONS].sort());
    for (const name of M_VISION_STATIONS) expect(stations.get(name)!.items).toHaveLength(4);
    expect(stations.get('mobisVision')!.items).toHaveLength(1);
    expect(stations.get('techGallery')!.items).toHaveLength(3);
    for (const station of stations.values())
      for (const item of station.items)
        for (const c of item.captions) {
          expect(Number(c.end)).toBeGreaterThan(Number(c.start));
          expect(c.text).toMatch(script);
        }
  });
});
