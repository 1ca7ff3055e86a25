import { describe, expect, it } from 'vitest';
import { LOCALES, type SiteLang, type StrapiLocale } from '@portal/domain';
import { fold, indexTerms, queryWords } from '../../cms/src/api/product/lib/search/analyze';
import { withAliases } from '../../cms/src/api/product/lib/search/aliases';
import { LocaleIndex, type ProductDoc } from '../../cms/src/api/product/lib/search/search-index';
import { SUB_CATEGORIES, topOf } from '../../cms/src/seed/data/categories';
import { PRODUCTS } from '../../cms/src/seed/data/products';
import { productMarkdown } from '../../cms/src/seed/lib/product-markdown';
import { SEARCH_CASES } from '../support/search-queries';

const LOCALE = Object.fromEntries(LOCALES.map((l) => [l.siteLang, l.strapi])) as Record<SiteLang, StrapiLocale>;

/** The seeded catalogue of one locale as the search service reads it (without a database). */
function seededDocs(locale: StrapiLocale): ProductDoc[] {
  return PRODUCTS.map((p) => {
    const text = p.text[locale];
    const sub = SUB_CATEGORIES.find((s) => s.pk === p.sub)!;
    const top = topOf(p.sub);
    const md = productMarkdown(text, `${top.name[locale]} > ${sub.name[locale]}`, top.description[locale], locale);
    return {
      pk: p.pk,
      model: text[0],
      category: `${sub.name[locale]} ${top.name[locale]}`,
      text: `${text[1]} ${md.overviewPc} ${md.featuresPc}`,
    };
  });
}

/** The four locales' indexes, each product with its names in the other locales and its synonyms, as the service builds them. */
function seededIndexes(): Record<SiteLang, LocaleIndex> {
  const docs = withAliases(new Map(Object.values(LOCALE).map((locale) => [locale, seededDocs(locale)])));
  return Object.fromEntries(Object.entries(LOCALE).map(([lang, locale]) => [lang, new LocaleIndex(docs.get(locale)!, [])])) as Record<
    SiteLang,
    LocaleIndex
  >;
}

describe('search analysis', () => {
  it('folds width, case and kana', () => {
    expect(fold('ＨＵＤ ﾍｯﾄﾞﾗﾝﾌﾟ ヘッドランプ')).toBe('hud へっどらんぷ へっどらんぷ');
    expect(fold('Café')).toBe('cafe');
  });

  it('indexes CJK runs as characters and bigrams, Latin words with their stems', () => {
    expect(indexTerms('헤드 램프')).toEqual(['헤', '드', '램', '프', '헤드', '드램', '램프']);
    expect(indexTerms('Tail Lamps')).toEqual(['tail', 'lamps', 'lamp']);
    expect(queryWords('헤드램프').map((w) => w.terms)).toEqual([['헤드'], ['드램'], ['램프']]);
    expect(queryWords('brakes').map((w) => w.terms)).toEqual([['brakes', 'brake']]);
  });
});

describe('search over the seeded catalogue (no database)', () => {
  const indexes = seededIndexes();

  it('finds the expected product in the first five for 95 % of the query set', () => {
    const misses = SEARCH_CASES.filter((q) => !indexes[q.lang].searchProducts(q.query).pks.slice(0, 5).includes(q.pk));
    const recall = 1 - misses.length / SEARCH_CASES.length;
    expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(60);
    expect(
      recall,
      JSON.stringify(misses.map((m) => [m.lang, m.query, m.pk, indexes[m.lang].searchProducts(m.query).pks.slice(0, 5)])),
    ).toBeGreaterThanOrEqual(0.95);
  });

  it('ranks a model match over a category match over a text match', () => {
    // "Display": model of 3, 6, 7; category of 4, 5 (Displays & HUD); text elsewhere.
    const pks = indexes.ENG.searchProducts('display').pks;
    expect(pks.slice(0, 3).sort()).toEqual([3, 6, 7]);
    expect(pks.slice(3, 5).sort()).toEqual([4, 5]);
  });

  it('requires every word, and falls back to any word when no product has them all', () => {
    // Front Radar; the Multi-Function Front Camera's category is "Radar & Camera"; Corner Radar lacks "front".
    expect(indexes.ENG.searchProducts('front radar')).toEqual({ all: true, pks: [12, 14] });
    const any = indexes.ENG.searchProducts('radar zzzqqq');
    expect(any.all).toBe(false);
    expect(any.pks.slice(0, 2).sort()).toEqual([12, 13]);
    // A typo is allowed on the word as typed, not on its stem: "nothing" (stem "noth") must not find "not".
    expect(indexes.ENG.searchProducts('zzzz-nothing').pks).toEqual([]);
  });

  it('suggests a near catalogue word when nothing matches, and nothing for a match', () => {
    expect(indexes.ENG.searchProducts('hadlmp').pks).toEqual([]);
    expect(indexes.ENG.suggest('hadlmp')).toBe('headlamp');
    expect(indexes.ENG.suggest('headlamp')).toBeNull();
  });

  it('finds a product from a query in another language or a common synonym, the page language first', () => {
    const headlamps = [18, 19, 20];
    const top = (lang: SiteLang, query: string) => indexes[lang].searchProducts(query).pks.slice(0, 3).sort();
    // "大灯" is the everyday Chinese word for the catalogue's "前照灯"; "lamp" and "headlight" are English on a Korean page.
    expect(top('CHN', '大灯')).toEqual(headlamps);
    expect(top('KOR', '헤드램프')).toEqual(headlamps);
    expect(top('KOR', 'headlamp')).toEqual(headlamps);
    expect(top('KOR', 'headlight')).toEqual(headlamps);
    expect(indexes.KOR.searchProducts('lamp').pks).toEqual(expect.arrayContaining(headlamps));
    expect(indexes.KOR.searchProducts('램프').pks).toEqual(expect.arrayContaining(headlamps));
    expect(top('JPN', '前照灯')).toEqual(headlamps);
    expect(top('ENG', 'ヘッドランプ')).toEqual(headlamps);
    expect(top('ENG', '에어백').length).toBeGreaterThan(0);
    // The page's own names rank as before: a model word over a category word, whatever the aliases add.
    const display = indexes.KOR.searchProducts('디스플레이').pks;
    expect(display.slice(0, 3).sort()).toEqual([3, 6, 7]);
    expect(display.slice(3, 5).sort()).toEqual([4, 5]);
  });
});
