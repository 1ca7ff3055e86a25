#!/usr/bin/env node
// Multiplies the seeded catalogue and content N times (default 10) by copying products, exhibitions and media news
// in all four locales, so builds and the API can be measured at a larger size. Run it on a throwaway database:
//   PORTAL_DATA_DIR=/tmp/portal-x10 node bench/multiply-content.mjs 10
import { withStrapi } from '../scripts/lib/strapi-app.mjs';

const factor = Number(process.argv[2] || 10);
const OTHER_LOCALES = ['ko', 'zh', 'ja'];
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

await withStrapi(async (strapi) => {
  const started = Date.now();
  for (const [uid, spec] of Object.entries(TYPES)) {
    const docs = strapi.documents(uid);
    const populate = Object.fromEntries([...spec.rel, ...spec.media, ...spec.mediaMany].map((f) => [f, { fields: ['id', 'documentId'] }]));
    const originals = await docs.findMany({ locale: 'en', status: 'published', populate, limit: 10000 });
    // Strapi adds id and documentId to a fields array it is given: pass copies, or spec.text would grow.
    const localized = {};
    for (const locale of OTHER_LOCALES) {
      for (const d of await docs.findMany({ locale, status: 'published', fields: [...spec.text], limit: 10000 }))
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
    console.log(`[x${factor}] ${uid}: ${originals.length} -> ${originals.length * factor}`);
  }
  console.log(`[x${factor}] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
process.exit(0);
