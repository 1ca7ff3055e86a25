import type { Core } from '@strapi/strapi';
import { COMMON_CODES } from '../data/common-codes';
import { EXHIBITION_SITES } from '../data/exhibition-sites';
import { EXHIBITIONS } from '../data/exhibitions';
import { itemImage, pairImage, slideImage } from '../data/images';
import { KEY_VISUALS } from '../data/key-visuals';
import { MEDIA_NEWS } from '../data/media-news';
import { EXHIBITION_SHARE } from '../data/share';
import { seoPart } from '../lib/seo';
import { postedAt } from '../data/shows';
import { imageId, type ImageIds } from '../lib/images';
import { mapL10n } from '../lib/l10n';
import { publishAll, setPostedAt, upsertLocalized } from '../lib/upsert';

const CODE_UID = 'api::common-code.common-code';

/** Exhibition and media categories (common codes under parentPk 2 and 3). */
export async function seedCommonCodes(strapi: Core.Strapi): Promise<Map<number, string>> {
  const codes = await upsertLocalized(
    strapi,
    CODE_UID,
    'pk',
    COMMON_CODES.map((c) => ({
      key: c.pk,
      shared: { parentPk: c.parentPk, sortOrder: c.sortOrder },
      localized: mapL10n(c.name, (name) => ({ name })),
    })),
  );
  await publishAll(strapi, CODE_UID, codes.values());
  return codes as Map<number, string>;
}

const pictures = (images: ImageIds, area: Parameters<typeof pairImage>[0], key: string) => ({
  imagePc: imageId(images, pairImage(area, key, 'pc')),
  imageMob: imageId(images, pairImage(area, key, 'mob')),
});

/** Exhibitions, media news, home banners and showroom "Now" sites, published in every locale. */
export async function seedContent(strapi: Core.Strapi, codes: Map<number, string>, images: ImageIds) {
  const counts: Record<string, number> = {};
  const run = async (uid: Parameters<typeof upsertLocalized>[1], entries: Parameters<typeof upsertLocalized>[3]) => {
    const ids = await upsertLocalized(strapi, uid, 'pk', entries);
    await publishAll(strapi, uid, ids.values());
    counts[uid] = ids.size;
  };

  await run(
    'api::exhibition.exhibition',
    EXHIBITIONS.map((e) => ({
      key: e.pk,
      shared: {
        category: codes.get(e.code),
        viewTarget: e.viewTarget,
        mediaType: 'YOUTUBE',
        movUrl: e.movUrl,
        viewCount: ((e.pk * 3571) % 2400) + 12,
        event: { ...e.event },
        imagePc: imageId(images, itemImage('exhibition', e.pk, 'pc')),
        imageMob: imageId(images, itemImage('exhibition', e.pk, 'mob')),
      },
      localized: mapL10n(e.title, (title, l) => ({ title, content: e.content[l], seo: seoPart(images, EXHIBITION_SHARE[e.pk], l) })),
    })),
  );
  await setPostedAt(strapi, 'api::exhibition.exhibition', 'pk', new Map(EXHIBITIONS.map((e) => [e.pk, postedAt(e.event.endsOn, e.pk)])));

  await run(
    'api::media-news.media-news',
    MEDIA_NEWS.map((m) => ({
      key: m.pk,
      shared: {
        category: codes.get(m.code),
        viewTarget: m.viewTarget,
        mediaType: m.mediaType,
        movUrl: m.movUrl ?? null,
        slides: (m.slides ?? []).map((n) => imageId(images, slideImage(n))),
        viewCount: ((m.pk * 2221) % 1800) + 20,
        imagePc: imageId(images, itemImage('media', m.pk, 'pc')),
        imageMob: imageId(images, itemImage('media', m.pk, 'mob')),
      },
      localized: mapL10n(m.title, (title, l) => ({
        title,
        contentPc: m.body[l].join('\n\n'),
        contentMob: m.body[l][0],
        seo: { noIndex: Boolean(m.noIndex) },
      })),
    })),
  );
  await setPostedAt(strapi, 'api::media-news.media-news', 'pk', new Map(MEDIA_NEWS.map((m) => [m.pk, postedAt(m.publishedOn, m.pk)])));

  await run(
    'api::key-visual.key-visual',
    KEY_VISUALS.map((k) => ({
      key: k.pk,
      shared: {
        visualType: k.visualType,
        movUrl: k.movUrl ?? null,
        sortOrder: k.pk,
        viewCount: 0,
        linkPcUrl: k.link,
        linkMobUrl: k.mobile?.link ?? k.link,
        linkPcTarget: k.target,
        linkMobTarget: k.mobile?.target ?? k.target,
        ...pictures(images, 'banner', k.image),
      },
      localized: mapL10n(k.title, (title, l) => ({ title, content: k.content[l] })),
    })),
  );

  await run(
    'api::exhibition-site.exhibition-site',
    EXHIBITION_SITES.map((s) => ({
      key: s.pk,
      shared: {
        category: s.code ? codes.get(s.code) : null,
        movUrl: s.movUrl,
        viewCount: 0,
        ...pictures(images, 'site', s.image),
      },
      localized: mapL10n(s.title, (title) => ({ title })),
    })),
  );
  return counts;
}
