import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ApiError } from '../../../utils/api-error';

/**
 * The common-password check (SECURITY.md, passwords): the spec's 8–16 pattern still decides the shape, and zxcvbn-ts
 * with its maintained common-password and keyboard-pattern dictionaries refuses what attackers try first
 * ("password1!", "p@ssw0rd", "qwerty123!"). Server-side only, so the dictionaries (~2 MB) never ship to the browser;
 * the forms show the 422 under the password field.
 */
let estimator: ZxcvbnFactory | undefined;

/** zxcvbn's score 2 means "about 10^6 guesses or more": below it a password is in the lists attackers try first. */
const MIN_SCORE = 2;

/** Refuses a common password with a 422 on `field`; `personal` are the member's own words (e-mail, names). */
export function refuseCommonPassword(password: string, field: string, personal: string[] = []) {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const words = personal.flatMap((value) => value.toLowerCase().split(/[@.\s_-]+/)).filter((word) => word.length >= 3);
  if (estimator.check(password, words).score < MIN_SCORE) throw ApiError.field(422, field, 'auth.error.passwordCommon');
}
