import { z } from 'zod';

/** accounts-and-frame.md §5 "Input default": an input whose limit the spec does not state takes 20 characters. */
export const DEFAULT_INPUT_MAX = 20;

/** Removes HTML-like tags (catalogue-content-meetings.md §5: "tags stripped" on meeting and inquiry text). */
export function stripTags(value: string): string {
  return value.replace(/<\/?[a-zA-Z!][^<>]*>?/g, '').replace(/<!--[\s\S]*?-->/g, '');
}

/** A required free text: tags stripped, trimmed, 1..max characters; messages are message keys. */
export const plainText = (max: number, requiredKey = 'error.required') =>
  z
    .string({ required_error: requiredKey, invalid_type_error: 'error.invalid' })
    .transform((v) => stripTags(v).trim())
    .pipe(z.string().min(1, requiredKey).max(max, 'error.tooLong'));
