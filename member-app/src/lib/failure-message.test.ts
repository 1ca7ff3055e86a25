import { describe, expect, it } from 'vitest';
import en from '@locales/en.json';
import kr from '@locales/kr.json';
import { ApiFailure, kindOf } from './api-failure';
import { failureMessage } from './failure-message';
import { createTranslator } from './messages';

// Issue 17 item 10: a refusal without a message (403, 409, 413) is "the request failed", not a server error; a bare
// 429 (an upload refused by a limit) is "too many attempts"; only 5xx is "a server error occurred".
describe('failureMessage', () => {
  const t = createTranslator(en);
  const message = (status: number, errors: Record<string, string[]> = {}) =>
    failureMessage(new ApiFailure(kindOf(status), status, errors), t);

  it('calls 403, 409 and 413 without a message "the request failed"', () => {
    for (const status of [403, 409, 413]) expect(message(status), String(status)).toBe(en['error.network']);
  });

  it('calls a bare 429 "too many attempts" and keeps the server error for 5xx', () => {
    expect(message(429)).toBe(en['error.throttled']);
    expect(message(500)).toBe(en['error.server']);
    expect(message(503)).toBe(en['error.server']);
  });

  it("prefers the server's own message, and speaks the page language", () => {
    expect(message(409, { _: ['The meeting was changed meanwhile.'] })).toBe('The meeting was changed meanwhile.');
    expect(failureMessage(new ApiFailure(kindOf(429), 429), createTranslator(kr))).toBe(kr['error.throttled']);
  });
});
