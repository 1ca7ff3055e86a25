import { z } from 'zod';

/** docs/product/accounts.md#validation "Input default": an input whose limit the spec does not state takes 20 characters. */
export const DEFAULT_INPUT_MAX = 20;

const TAG = /<!--[\s\S]*?-->|<\/?[a-zA-Z!][^<>]*>?/g;

/**
 * Removes HTML-like tags (docs/product/inquiries.md#validation: "tags stripped" on meeting and inquiry text), again and
 * again until nothing changes: one pass over `<<b>img onerror=...>` would remove `<b>` and leave the `<img>` it hid.
 */
export function stripTags(value: string): string {
  let current = value;
  for (;;) {
    const next = current.replace(TAG, '');
    if (next === current) return current;
    current = next;
  }
}

/** A required free text: tags stripped, trimmed, 1..max characters; messages are message keys. */
export const plainText = (max: number, requiredKey = 'error.required') =>
  z
    .string(typeErrors(requiredKey, 'error.invalid'))
    .transform((v) => stripTags(v).trim())
    .pipe(z.string().min(1, requiredKey).max(max, 'error.tooLong'));

/**
 * The messages of a type error, as zod 4 takes them (one `error` function, where zod 3 took `required_error` and
 * `invalid_type_error`): `missing` when the field is absent, `wrongType` when it has another type. Undefined leaves
 * the message to the next error map (the CMS's parseInput reports an absent field as 'error.required').
 */
export const typeErrors = (missing?: string, wrongType?: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? missing : wrongType),
});
