import { z } from './zod.js';

/** What may follow `<` to open a tag, a comment or a processing instruction in an HTML parser. */
const TAG_START = /[A-Za-z!/?]/;

/**
 * Removes HTML-like tags (docs/product/inquiries.md#validation: "tags stripped" on meeting and inquiry text) in one
 * left-to-right pass, so the cost is linear in the length (SECURITY.md, "Text fields"). A run of `<` before a tag
 * opens that many levels, each closed by a `>`, so `<<b>img onerror=...>` goes whole instead of leaving the `<img>`
 * a single regex pass would uncover; an unclosed tag runs to the end. A `<` kept in the result is never followed by
 * a letter, `!`, `/` or `?`, so no tag is left for any later pass or parser to find.
 */
export function stripTags(value: string): string {
  const out: string[] = [];
  const n = value.length;
  let i = 0;
  while (i < n) {
    const lt = value.indexOf('<', i);
    if (lt < 0) break;
    out.push(value.slice(i, lt));
    let j = lt;
    while (value[j] === '<') j++;
    if (j >= n || !TAG_START.test(value[j])) {
      out.push(value.slice(lt, j));
      i = j;
      continue;
    }
    if (j === lt + 1 && value.startsWith('!--', j)) {
      const end = value.indexOf('-->', j + 3);
      i = end < 0 ? n : end + 3;
      continue;
    }
    i = skipTag(value, j, j - lt);
  }
  if (i < n) out.push(value.slice(i));
  return out.join('');
}

/** The index after a tag opened `depth` times, scanning from `from`: every `>` closes one level, a nested opening adds its run. */
function skipTag(value: string, from: number, depth: number): number {
  let open = depth;
  let k = from;
  while (k < value.length) {
    const c = value[k];
    if (c === '>') {
      open--;
      k++;
      if (open === 0) return k;
    } else if (c === '<') {
      let run = k;
      while (value[run] === '<') run++;
      if (run < value.length && TAG_START.test(value[run])) open += run - k;
      k = run;
    } else k++;
  }
  return k;
}

/** Free text as typed may be this many times its limit (markup that stripping removes), and no more. */
const RAW_FACTOR = 4;

/**
 * A required free text: tags stripped, trimmed, 1..max characters. The text as typed is checked first against
 * RAW_FACTOR x max, before anything else reads it, so a 1 MB body costs one length comparison (SECURITY.md, "Text
 * fields"); the limit itself counts the text without its tags.
 */
export const plainText = (max: number, requiredKey = 'error.required', tooLongKey = 'error.tooLong') =>
  z
    .string(typeErrors(requiredKey, 'error.invalid'))
    .max(max * RAW_FACTOR, tooLongKey)
    .pipe(z.string().transform((v) => stripTags(v).trim()))
    .pipe(z.string().min(1, requiredKey).max(max, tooLongKey));

/**
 * The messages of a type error, as zod 4 takes them (one `error` function, where zod 3 took `required_error` and
 * `invalid_type_error`): `missing` when the field is absent, `wrongType` when it has another type. Undefined leaves
 * the message to the next error map (the CMS's parseInput reports an absent field as 'error.required').
 */
export const typeErrors = (missing?: string, wrongType?: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? missing : wrongType),
});
