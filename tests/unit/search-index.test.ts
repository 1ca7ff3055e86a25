import { describe, expect, it } from 'vitest';
import { LOCALES, type SiteLang, type StrapiLocale } from '@portal/domain';
import { fold, indexTerms, queryWords } from '../../cms/src/api/product/lib/search/analyze';
import { LocaleIndex, type ProductDoc } from '../../cms/src/api/product/lib/search/search-index';
import { SUB_CATEGORIES, topOf } from '../../cms/src/seed/data/categories';
import { PRODUCTS } from '../../cms/src/seed/data/products';
import { productMarkdown } from '../../cms/src/seed/lib/product-markdown';
import { SEARCH_CASES } from '../support/search-queries';

const LOCALE = Object.fromEntries(LOCALES.map((l) => [l.siteLang, l.strapi])) as Record<SiteLang, StrapiLocale>;

/** The seeded catalogue of one locale as the search service indexes it (without a database). */
function seededIndex(locale: StrapiLocale): LocaleIndex {
  const docs: ProductDoc[] = PRODUCTS.map((p) => {
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
  return new LocaleIndex(docs, []);
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
  const indexes = Object.fromEntries(Object.entries(LOCALE).map(([lang, locale]) => [lang, seededIndex(locale)]));

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
});
