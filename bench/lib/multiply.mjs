// Multiplies the published catalogue and content: copies of products, exhibitions and media news in all four
// locales, so builds and the API can be measured at a larger size (bench/multiply-content.mjs, bench/run.mjs).
import { DEFAULT_LOCALE, STRAPI_LOCALES } from '@portal/domain';

const OTHER_LOCALES = STRAPI_LOCALES.filter((l) => l !== DEFAULT_LOCALE.strapi);
const TYPES = {
  'api::product.product': {
    text: ['model', 'description', 'overviewPc', 'overviewMobile', 'featuresPc', 'featuresMobile'],
    title: 'model',
    rel: ['category'],
    media: ['mainImage'],
    mediaMany: ['thumbnails'],
    plain: ['viewCount', 'sortOrder'],
  },
  'api::exhibition.exhibition': {
    text: ['title', 'content'],
    title: 'title',
    rel: ['category'],
    media: ['imagePc', 'imageMob'],
    mediaMany: ['slides'],
    plain: ['viewTarget', 'mediaType', 'movUrl', 'viewCount'],
  },
  'api::media-news.media-news': {
    text: ['title', 'contentPc', 'contentMob'],
    title: 'title',
    rel: ['category'],
    media: ['imagePc', 'imageMob'],
    mediaMany: ['slides'],
    plain: ['viewTarget', 'mediaType', 'movUrl', 'viewCount'],
  },
};

/**
 * Adds `factor - 1` copies of every published English document of the multiplied types (with their other
 * locales), so the published content becomes `factor` times what it was. Returns the counts per type.
 */
export async function multiplyContent(strapi, factor) {
  const counts = {};
  for (const [uid, spec] of Object.entries(TYPES)) {
    const docs = strapi.documents(uid);
    const populate = Object.fromEntries([...spec.rel, ...spec.media, ...spec.mediaMany].map((f) => [f, { fields: ['id', 'documentId'] }]));
    const originals = await docs.findMany({ locale: 'en', status: 'published', populate, limit: 100000 });
    // Strapi adds id and documentId to a fields array it is given: pass copies, or spec.text would grow.
    const localized = {};
    for (const locale of OTHER_LOCALES) {
      for (const d of await docs.findMany({ locale, status: 'published', fields: [...spec.text], limit: 100000 }))
        localized[`${locale}:${d.documentId}`] = d;
    }
    let nextPk = Math.max(...originals.map((d) => d.pk)) + 1;
    for (let copy = 1; copy < factor; copy++) {
      for (const original of originals) {
        const shared = { pk: nextPk++ };
        for (const f of spec.plain) shared[f] = original[f];
        for (const f of spec.rel) shared[f] = original[f]?.documentId ?? null;
        for (const f of spec.media) shared[f] = original[f]?.id ?? null;
        for (const f of spec.mediaMany) shared[f] = (original[f] ?? []).map((m) => m.id);
        const textOf = (source) => Object.fromEntries(spec.text.map((f) => [f, f === spec.title ? `${source[f]} ${copy + 1}` : source[f]]));
        const created = await docs.create({ locale: 'en', data: { ...shared, ...textOf(original) } });
        for (const locale of OTHER_LOCALES) {
          const source = localized[`${locale}:${original.documentId}`];
          if (source) await docs.update({ documentId: created.documentId, locale, data: { ...shared, ...textOf(source) } });
        }
        await docs.publish({ documentId: created.documentId, locale: '*' });
      }
    }
    counts[uid] = { before: originals.length, after: originals.length * factor };
  }
  return counts;
}
