import type { Core } from '@strapi/strapi';
import {
  STRAPI_LOCALES,
  SUGGESTION_LIMIT,
  type Locale,
  type ProductCard,
  type ProductSearchReply,
  type ProductSuggestion,
  type SearchContentHit,
  type SearchSortType,
  type StrapiLocale,
} from '@portal/domain';
import { visibleTargets } from '../../../utils/content-list';
import { withAliases } from '../lib/search/aliases';
import { LocaleIndex } from '../lib/search/search-index';
import { contentStamp, loadLocale, type LocaleContent } from '../lib/search/sources';
import { services } from '../../../services';
import { config } from '../../../utils/config';
import { rows } from '../../../utils/rows';

/** How often a process asks the database whether the content changed (another process may have published). */
const CHECK_EVERY_MS = config().SEARCH_REFRESH_MS;
/** The most product cards a search answers (the page shows them all), and exhibitions or media items per group. */
const MAX_PRODUCTS = 100;
const MAX_HITS = 12;
/** Answers remembered per locale and query until the content changes (queries repeat: header box, sort changes). */
const CACHE_SIZE = 2000;

interface Found {
  pks: number[];
  hits: string[];
  suggestion: string | null;
  /** A visitor's whole reply body by sort type, serialized and encoded once (visitors see no bookmark flags). */
  visitorBodies?: Map<SearchSortType, Buffer>;
}

interface Snapshot {
  stamp: string;
  locales: Map<StrapiLocale, { content: LocaleContent; index: LocaleIndex }>;
  cache: Map<string, Found>;
}

/**
 * Search over products, exhibitions and media items (docs/search.md). Each process keeps an in-memory index per
 * locale, built from the database, and rebuilds it when the content stamp in the database moves: checked at most
 * once a second while searches arrive, and at once after a publish in this process. Searches during a rebuild are
 * answered from the previous index.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let snapshot: Snapshot | null = null;
  let building: Promise<Snapshot> | null = null;
  let checking = false;
  let checkedAt = 0;

  function rebuild(): Promise<Snapshot> {
    building ??= (async () => {
      const started = Date.now();
      const stamp = await contentStamp(strapi);
      const loaded = new Map<StrapiLocale, LocaleContent>();
      for (const locale of STRAPI_LOCALES) loaded.set(locale, await loadLocale(strapi, locale));
      // Each product is also indexed under its names in the other locales (docs/search.md#across-languages).
      const products = withAliases(new Map([...loaded].map(([locale, content]) => [locale, content.products])));
      const locales = new Map<StrapiLocale, { content: LocaleContent; index: LocaleIndex }>();
      for (const [locale, content] of loaded)
        locales.set(locale, { content, index: new LocaleIndex(products.get(locale)!, content.content) });
      snapshot = { stamp, locales, cache: new Map() };
      checkedAt = Date.now();
      strapi.log.debug(`search: index built in ${Date.now() - started} ms`);
      return snapshot;
    })().finally(() => (building = null));
    return building;
  }

  /**
   * Rebuilds when the stamp moved since the last build. Checked at most once a second, off the request path: the
   * request that starts the check and every request during a rebuild are answered from the previous index, so no
   * search waits for the stamp's aggregate queries (they cost a scan at 10x content, and made the one request a
   * second that waited for them the p99 at 100 req/s; docs/search.md).
   */
  function refreshIfStale(): void {
    if (checking || building || Date.now() - checkedAt < CHECK_EVERY_MS) return;
    checking = true;
    checkedAt = Date.now();
    void (async () => {
      try {
        if ((await contentStamp(strapi)) !== snapshot?.stamp) await rebuild();
      } catch (error) {
        strapi.log.error(`search: refresh failed: ${error}`);
      } finally {
        checking = false;
      }
    })();
  }

  async function current(): Promise<Snapshot> {
    if (!snapshot) return building ?? rebuild();
    refreshIfStale();
    return snapshot;
  }

  /** The ranked matches of a query in one locale, remembered until the content changes. */
  async function find(locale: StrapiLocale, text: string): Promise<{ found: Found; content: LocaleContent }> {
    const snap = await current();
    const { index, content } = snap.locales.get(locale)!;
    const key = `${locale}\u0000${text}`;
    let found = snap.cache.get(key);
    if (!found) {
      const pks = index.searchProducts(text).pks.slice(0, MAX_PRODUCTS);
      found = { pks, hits: index.searchContent(text), suggestion: pks.length ? null : index.suggest(text) };
      if (snap.cache.size >= CACHE_SIZE) snap.cache.delete(snap.cache.keys().next().value as string);
      snap.cache.set(key, found);
    }
    return { found, content };
  }

  /** Fresh view counts of the given products (the cached cards' counts date from the last build). */
  async function viewCounts(locale: StrapiLocale, pks: number[]): Promise<Map<number, number>> {
    const found = await rows(strapi, 'api::product.product').findMany({
      select: ['pk', 'viewCount'],
      where: { pk: { $in: pks }, locale, publishedAt: { $notNull: true } },
    });
    // A published product has its pk (stable-pk fills it); the schema cannot say so for a type with drafts.
    return new Map(found.flatMap((r) => (r.pk == null ? [] : [[r.pk, r.viewCount ?? 0] as const])));
  }

  async function ordered(locale: Locale, cards: ProductCard[], sortType: SearchSortType): Promise<ProductCard[]> {
    if (sortType === 'RELEVANCE' || !cards.length) return cards;
    if (sortType === 'RECENT') return [...cards].sort((a, b) => b.createAt.localeCompare(a.createAt) || b.pk - a.pk);
    if (sortType === 'ALPHABET') {
      const collator = new Intl.Collator(locale.htmlLang, { numeric: true, sensitivity: 'base' });
      return [...cards].sort((a, b) => collator.compare(a.model, b.model) || a.pk - b.pk);
    }
    const views = await viewCounts(
      locale.strapi,
      cards.map((c) => c.pk),
    );
    return cards.map((c) => ({ ...c, viewCount: views.get(c.pk) ?? c.viewCount })).sort((a, b) => b.viewCount - a.viewCount || a.pk - b.pk);
  }

  /** The reply to one viewer: cards with their bookmark flags, in the order asked for, and the visible groups. */
  async function reply(
    locale: Locale,
    sortType: SearchSortType,
    viewer: { memberId?: number; vip: boolean },
    { found, content }: { found: Found; content: LocaleContent },
  ): Promise<ProductSearchReply> {
    const marked: Set<number> = viewer.memberId ? await services.bookmarks.pksOf(viewer.memberId) : new Set();
    const cards = found.pks.map((pk) => ({ ...content.cards.get(pk)!, bookmark: marked.has(pk) }));
    const targets = visibleTargets(viewer);
    const group = (kind: 'exhibition' | 'mediaNews'): SearchContentHit[] =>
      found.hits
        .map((id) => content.hits.get(id)!)
        .filter((hit) => hit.kind === kind && targets.includes(hit.viewTarget))
        .slice(0, MAX_HITS)
        .map(({ kind: _kind, ...hit }) => hit);
    return {
      products: await ordered(locale, cards, sortType),
      exhibitions: group('exhibition'),
      mediaNews: group('mediaNews'),
      suggestion: found.suggestion,
    };
  }

  return {
    /** Products by relevance (or the order asked for), then the exhibitions and media items the viewer may see. */
    async search(locale: Locale, text: string, sortType: SearchSortType, viewer: { memberId?: number; vip: boolean }) {
      return reply(locale, sortType, viewer, await find(locale.strapi, text));
    },

    /**
     * A visitor's reply body (`{ data: ... }`) as UTF-8 JSON, remembered with the answer until the content changes:
     * most searches come from visitors and repeat, and serializing a hundred cards costs more than the search (a
     * Buffer, so that a repeat is written to the socket as it is, without encoding 50 KB of text again).
     * "Most viewed" reads fresh view counts, so it is never remembered.
     */
    async visitorBody(locale: Locale, text: string, sortType: SearchSortType): Promise<Buffer> {
      const match = await find(locale.strapi, text);
      const remembered = match.found.visitorBodies?.get(sortType);
      if (remembered) return remembered;
      const body = Buffer.from(JSON.stringify({ data: await reply(locale, sortType, { vip: false }, match) }));
      if (sortType !== 'VIEWS') (match.found.visitorBodies ??= new Map()).set(sortType, body);
      return body;
    },

    /** Up to five products for the header box, by relevance. */
    async suggest(locale: Locale, text: string): Promise<ProductSuggestion[]> {
      const { found, content } = await find(locale.strapi, text);
      return found.pks.slice(0, SUGGESTION_LIMIT).map((pk) => {
        const card = content.cards.get(pk)!;
        return { pk, model: card.model, categoryName: card.categoryName, mainImageUrl: card.mainImageUrl };
      });
    },

    /** Builds the index ahead of the first search (at start). */
    async warm(): Promise<void> {
      await current();
    },

    /** Content changed in this process: look at the stamp now rather than within the second. */
    changed(): void {
      if (!snapshot) return; // nothing built yet (the seed at start): the first build reads everything anyway
      checkedAt = 0;
      setTimeout(refreshIfStale, 200).unref?.();
    },
  };
};
