import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { indexTerms, isCjk, maxEdits, queryWords, runsOf, stemOf, type QueryWord } from './analyze';

/** A product as the index sees it: the fields searched, by weight (model over category over text). */
export interface ProductDoc {
  pk: number;
  model: string;
  /** Sub-category and parent category names. */
  category: string;
  /** Description, overview and features. */
  text: string;
  /** Model and category names in the other locales, and common names of the product's kind (aliases.ts). */
  alias?: string;
}

/** An exhibition or media item as the index sees it. */
export interface ContentDoc {
  id: string;
  title: string;
  content: string;
}

/**
 * Field boosts: a word of the model name outweighs one of the category, which outweighs one of the text. A name in
 * another language or a synonym (alias) counts under the page's own names, so the page's language ranks first.
 */
const PRODUCT_BOOST = { model: 6, category: 3, alias: 2, text: 1 };
const CONTENT_BOOST = { title: 3, content: 1 };
/** Exact over prefix over fuzzy: how much a prefix or a fuzzy match counts against an exact one. */
const WEIGHTS = { prefix: 0.5, fuzzy: 0.3 };
/** Query words beyond this are ignored (a pasted paragraph must not cost a second). */
const MAX_WORDS = 12;

// The analysis happens in analyze.ts: MiniSearch receives ready terms, and query leaves are single terms.
const identity = (term: string) => term;
const single = (text: string) => [text];

function engine<T>(fields: string[], boost: Record<string, number>) {
  return new MiniSearch<T>({
    fields,
    idField: 'id',
    // The alias field repeats names (four locales, synonym groups): each term once is enough to find it, and halves its cost.
    tokenize: (text: string, field?: string) => (field === 'alias' ? [...new Set(indexTerms(text, field))] : indexTerms(text, field)),
    processTerm: identity,
    searchOptions: { tokenize: single, processTerm: identity, boost, weights: WEIGHTS },
  });
}

/** One query word as a query node: any of its terms, with typo tolerance by length and prefixes while typing. */
function wordQuery(word: QueryWord, last: boolean): Query {
  const prefix = word.cjk ? last && [...word.text].length === 1 : [...word.text].length >= 2 || last;
  const [typed, ...stems] = word.terms;
  // Typos are allowed on the word as typed only: a typo on its stem chains two loosenings ("nothing" -> "noth" -> "not").
  const queries: Query[] = [{ combineWith: 'OR', queries: [typed], prefix, fuzzy: maxEdits(typed) || false }];
  if (stems.length) queries.push({ combineWith: 'OR', queries: stems, prefix, fuzzy: false });
  if (word.parts) queries.push({ combineWith: 'AND', queries: word.parts, prefix: false, fuzzy: false });
  return { combineWith: 'OR', queries };
}

/** All words required; adjacent Latin words may also be written as one ("head lamp" finds "Headlamp"). */
function allWords(words: QueryWord[]): Query {
  const node = (ws: QueryWord[]): Query => ({ combineWith: 'AND', queries: ws.map((w, i) => wordQuery(w, i === ws.length - 1)) });
  const variants: Query[] = [node(words)];
  for (let i = 0; i + 1 < words.length; i++) {
    if (words[i].cjk || words[i + 1].cjk) continue;
    const text = words[i].text + words[i + 1].text;
    const joined = { text, terms: [...new Set([text, stemOf(text)])], cjk: false };
    variants.push(node([...words.slice(0, i), joined, ...words.slice(i + 2)]));
  }
  return variants.length === 1 ? variants[0] : { combineWith: 'OR', queries: variants };
}

const anyWord = (words: QueryWord[]): Query => ({ combineWith: 'OR', queries: words.map((w, i) => wordQuery(w, i === words.length - 1)) });

/** Results scoring under this share of the best are noise (one stray prefix or typo in a long text): dropped. */
const MIN_SHARE = 0.05;

/** Ranks by score, then by pk or id so equal scores keep a stable order; drops the tail far below the best. */
function ranked(results: SearchResult[]): SearchResult[] {
  results.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  const floor = (results[0]?.score ?? 0) * MIN_SHARE;
  return results.filter((r) => r.score >= floor);
}

/**
 * The search index of one locale: products, and exhibitions and media items. Built in memory from the database
 * (a few hundred documents per locale) and replaced whole when the content changes (services/search.ts).
 */
export class LocaleIndex {
  private readonly products = engine<ProductDoc & { id: number }>(['model', 'category', 'alias', 'text'], PRODUCT_BOOST);
  private readonly content = engine<ContentDoc>(['title', 'content'], CONTENT_BOOST);
  /** Every Latin word of the products, for "did you mean" (a one-field index: its fuzzy lookup is what we need). */
  private readonly vocabulary = new MiniSearch<{ id: string }>({ fields: ['id'], tokenize: single, processTerm: identity });

  constructor(products: ProductDoc[], content: ContentDoc[]) {
    this.products.addAll(products.map((p) => ({ ...p, id: p.pk })));
    this.content.addAll(content);
    const words = new Set<string>();
    for (const p of products)
      for (const run of runsOf(`${p.model} ${p.category} ${p.alias ?? ''} ${p.text}`))
        if (!isCjk(run) && /^\p{L}{3,}$/u.test(run)) words.add(run);
    this.vocabulary.addAll([...words].map((id) => ({ id })));
  }

  /** The words of a query; a Latin word the catalogue lacks may be two catalogue words run together. */
  private words(text: string): QueryWord[] {
    return queryWords(text)
      .slice(0, MAX_WORDS)
      .map((word) => {
        if (word.cjk || word.text.length < 6 || this.vocabulary.has(word.text)) return word;
        for (let i = 3; i <= word.text.length - 3; i++) {
          const parts: [string, string] = [word.text.slice(0, i), word.text.slice(i)];
          if (parts.every((p) => this.vocabulary.has(p))) return { ...word, parts };
        }
        return word;
      });
  }

  /** Product pks by relevance: every word required, or, when nothing has them all, any word. */
  searchProducts(text: string): { pks: number[]; all: boolean } {
    const words = this.words(text);
    if (!words.length) return { pks: [], all: true };
    const all = ranked(this.products.search(allWords(words)));
    if (all.length || words.length === 1) return { pks: all.map((r) => r.id as number), all: true };
    return { pks: ranked(this.products.search(anyWord(words))).map((r) => r.id as number), all: false };
  }

  /** Exhibition and media ids by relevance, with the same fallback to any word. */
  searchContent(text: string): string[] {
    const words = this.words(text);
    if (!words.length) return [];
    const all = this.content.search(allWords(words));
    return ranked(all.length || words.length === 1 ? all : this.content.search(anyWord(words))).map((r) => r.id as string);
  }

  /**
   * "Did you mean": the query with each Latin word that is not in the catalogue replaced by the closest catalogue
   * word (up to 3 edits, 40 % of its length), or null when no word changed or the new query finds nothing either.
   */
  suggest(text: string): string | null {
    let changed = false;
    const words = runsOf(text).map((run) => {
      if (isCjk(run) || run.length < 3 || this.vocabulary.has(run)) return run;
      // A fuzzy match scores lower the more edits it needs, so the first result is the closest word.
      const [near] = this.vocabulary.search(run, { fuzzy: Math.min(3, Math.max(1, Math.round(run.length * 0.4))) });
      if (!near) return run;
      changed = true;
      return near.id as string;
    });
    const suggestion = words.join(' ');
    return changed && this.searchProducts(suggestion).pks.length ? suggestion : null;
  }
}
