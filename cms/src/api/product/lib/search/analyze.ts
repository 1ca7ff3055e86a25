import stem from 'wink-porter2-stemmer';

/**
 * Text analysis shared by the index and the queries (docs/search.md): the same folding on both sides, so that
 * "ＨＵＤ", "hud" and "HUD" meet, as do "ヘッドランプ" and "へっどらんぷ", "헤드 램프" and "헤드램프", "brakes" and
 * "brake". Korean, Chinese and Japanese have no reliable spaces, so their runs are indexed as single characters and
 * character bigrams (the approach of Lucene's CJK analyzer); Latin words are indexed whole and stemmed.
 */

/** Characters of the scripts written without reliable word spaces (and the Japanese long-vowel mark). */
const CJK_CHARS = '\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc';
const CJK = new RegExp(`[${CJK_CHARS}]`, 'u');
/**
 * Runs of CJK characters, or of letters and digits. Spaces and the katakana middle dot inside a CJK run are dropped
 * ("헤드 램프" = "헤드램프", "ステア・バイ・ワイヤ" = "ステアバイワイヤ"): writers use them freely inside compounds.
 */
const RUNS = new RegExp(`[${CJK_CHARS}]+(?:[\\s\u30fb]+[${CJK_CHARS}]+)*|[\\p{L}\\p{N}]+`, 'gu');
/** Spaces and middle dots inside a CJK run. */
const JOINERS = /[\s\u30fb]+/g;

/** Folds width and compatibility forms (NFKC), case, Latin accents, and katakana to hiragana. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (k) => String.fromCharCode(k.charCodeAt(0) - 0x60));
}

/** True for a run of CJK characters. */
export const isCjk = (run: string): boolean => CJK.test(run);

/** Stems already computed: a catalogue repeats its words, and the stemmer costs ~20 µs a word (most of a build). */
const stems = new Map<string, string>();

/**
 * The longest word the stemmer sees: no English word is longer, and the stemmer's time grows with the square of the
 * word's length (a 16 KB "word" took 13 s; SECURITY.md, "Text fields").
 */
const STEM_MAX = 40;

/** The English stem of a Latin word ("brakes" -> "brake", "batteries" -> "batteri"); other words as they are. */
export function stemOf(word: string): string {
  if (word.length > STEM_MAX || !/^[a-z]{3,}$/.test(word)) return word;
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    if (stems.size > 100_000) stems.clear();
    stems.set(word, (stemmed = stem(word)));
  }
  return stemmed;
}

/** A query word: the terms any of which may match it, and whether it is a Latin word (typos, stems) or CJK. */
export interface QueryWord {
  text: string;
  terms: string[];
  cjk: boolean;
  /** Two catalogue words this one splits into ("taillamp" = "tail" + "lamp"), set by the index. */
  parts?: [string, string];
}

/** Korean particles that follow a noun ("헤드램프를"): dropped from the end of a query run of 3+ syllables. */
const PARTICLE = /(?<=[\uac00-\ud7a3]{2})[을를이가은는의에도와과로]$/u;

/** The bigrams of a CJK run (without its inner spaces), and its single characters when asked for. */
function grams(run: string, unigrams: boolean): string[] {
  const chars = [...run.replace(JOINERS, '')];
  const out = unigrams || chars.length === 1 ? [...chars] : [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** The runs of a text after folding. */
export const runsOf = (text: string): string[] => fold(text).match(RUNS) ?? [];

/** Short fields (model, category, title) whose CJK characters are also indexed one by one, for one-character queries. */
const UNIGRAM_FIELDS = new Set(['model', 'category', 'title']);

/**
 * The index terms of a field: Latin words and their stems, CJK bigrams (and single characters in the short fields:
 * indexing them in long texts doubled the build time for little). Compounds are handled on the query side: "head
 * lamp" is also tried as "headlamp", "taillamp" as "tail" + "lamp" (search-index.ts).
 */
export function indexTerms(text: string, field = 'model'): string[] {
  const terms: string[] = [];
  for (const run of runsOf(text)) {
    if (isCjk(run)) {
      terms.push(...grams(run, UNIGRAM_FIELDS.has(field)));
      continue;
    }
    terms.push(run);
    const stemmed = stemOf(run);
    if (stemmed !== run) terms.push(stemmed);
  }
  return terms;
}

/**
 * The words of a query. A Latin word matches itself or its stem; a CJK run becomes one word per bigram (all
 * required, so "헤드램프" does not match every "헤드"), or its single character.
 */
export function queryWords(text: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const run of runsOf(text)) {
    if (isCjk(run)) {
      const chars = [...run.replace(JOINERS, '').replace(PARTICLE, '')];
      if (chars.length === 1) words.push({ text: run, terms: chars, cjk: true });
      for (let i = 0; i + 1 < chars.length; i++) words.push({ text: run, terms: [chars[i] + chars[i + 1]], cjk: true });
    } else {
      const stemmed = stemOf(run);
      words.push({ text: run, terms: stemmed === run ? [run] : [run, stemmed], cjk: false });
    }
  }
  return words;
}

/** The most edits a query term may be off by: none under 4 letters, one from 4, two from 8 (issue 20). */
export function maxEdits(term: string): number {
  if (isCjk(term) || /^\d+$/.test(term)) return 0;
  const length = [...term].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}
