import type { Core, UID } from '@strapi/strapi';
import type { ProductCard, SearchContentHit, StrapiLocale } from '@portal/domain';
import { MEDIA_FIELDS, picturesOf } from '../../../../utils/assets';
import { documents, type DocumentRow } from '../../../../utils/rows';
import { PRODUCT_CARD_QUERY, toProductCard } from '../../services/catalogue';
import type { ContentDoc, ProductDoc } from './search-index';

/** The content types the search indexes, and the category type whose names are part of a product's document. */
export const SEARCHED_TYPES = ['api::product.product', 'api::exhibition.exhibition', 'api::media-news.media-news'] as const;
export const STAMPED_TYPES: UID.ContentType[] = [...SEARCHED_TYPES, 'api::product-category.product-category'];

/** What one locale's search answers with: the cards and hits by id, and the documents to index. */
export interface LocaleContent {
  cards: Map<number, ProductCard>;
  hits: Map<string, SearchContentHit & { kind: 'exhibition' | 'mediaNews' }>;
  products: ProductDoc[];
  content: ContentDoc[];
}

/** The columns of an exhibition's or a media item's hit; each type adds its text column. */
const HIT_READ = { fields: ['pk', 'title', 'viewTarget', 'createdAt'], populate: { imagePc: MEDIA_FIELDS } } as const;
type HitRead = typeof HIT_READ & { status: 'published' };
/** An exhibition or a media item as a hit reads it, with its text. */
type HitRow = (DocumentRow<'api::exhibition.exhibition', HitRead> | DocumentRow<'api::media-news.media-news', HitRead>) & {
  text: string | null;
};

const SUMMARY_LENGTH = 140;
const ALL = 100_000;

/** The start of a text for a hit card, cut at a word where there is one. */
function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SUMMARY_LENGTH) return flat;
  const cut = flat.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > SUMMARY_LENGTH / 2 ? cut.lastIndexOf(' ') : SUMMARY_LENGTH)}…`;
}

/** Reads the published products, exhibitions and media items of one locale, as cards, hits and documents. */
export async function loadLocale(strapi: Core.Strapi, locale: StrapiLocale): Promise<LocaleContent> {
  const published = { locale, status: 'published' as const, limit: ALL };
  const [products, exhibitions, media] = await Promise.all([
    documents(strapi, 'api::product.product').findMany({
      ...published,
      fields: [...PRODUCT_CARD_QUERY.fields, 'overviewPc', 'featuresPc'],
      populate: {
        ...PRODUCT_CARD_QUERY.populate,
        category: { fields: ['pk', 'name'], populate: { parent: { fields: ['pk', 'name'] } } },
      },
    }),
    documents(strapi, 'api::exhibition.exhibition').findMany({ ...published, ...HIT_READ, fields: [...HIT_READ.fields, 'content'] }),
    documents(strapi, 'api::media-news.media-news').findMany({ ...published, ...HIT_READ, fields: [...HIT_READ.fields, 'contentPc'] }),
  ]);

  const content: LocaleContent = { cards: new Map(), hits: new Map(), products: [], content: [] };
  for (const row of products) {
    content.cards.set(row.pk, toProductCard(row));
    const category = [row.category?.name, row.category?.parent?.name].filter(Boolean).join(' ');
    const text = [row.description, row.overviewPc, row.featuresPc].filter(Boolean).join('\n');
    content.products.push({ pk: row.pk, model: row.model, category, text });
  }
  const addHits = (kind: 'exhibition' | 'mediaNews', rows: HitRow[]) => {
    for (const row of rows) {
      const id = `${kind}:${row.pk}`;
      const text = row.text ?? '';
      content.hits.set(id, {
        kind,
        pk: row.pk,
        title: row.title,
        summary: summaryOf(text),
        imageUrl: row.imagePc?.url ?? '',
        pictures: picturesOf([row.imagePc]),
        viewTarget: row.viewTarget,
        createAt: row.createdAt,
      });
      content.content.push({ id, title: row.title, content: text });
    }
  };
  addHits(
    'exhibition',
    exhibitions.map((r) => ({ ...r, text: r.content })),
  );
  addHits(
    'mediaNews',
    media.map((r) => ({ ...r, text: r.contentPc })),
  );
  return content;
}

/**
 * A stamp of the searched content that moves with every change any process makes: per table, the row count, the
 * highest id (publishing writes a new row) and the latest update. Each is its own subquery so that the database
 * answers it from an index (the primary key, and the `updated_at` index of bootstrap/indexes.ts) instead of one
 * scan of every row for the three together: 2 ms at 10x content, blocking the process once a second on SQLite,
 * against 0.01 ms (docs/search.md#latency).
 */
export async function contentStamp(strapi: Core.Strapi): Promise<string> {
  const knex = strapi.db.connection;
  const parts = await Promise.all(
    STAMPED_TYPES.map(async (uid) => {
      const table = strapi.db.metadata.get(uid).tableName;
      const [row] = await knex.select(
        knex(table).count('*').as('n'),
        knex(table).max('id').as('id'),
        knex(table).max('updated_at').as('at'),
      );
      return `${row.n}.${row.id}.${row.at instanceof Date ? row.at.getTime() : row.at}`;
    }),
  );
  return parts.join('|');
}
