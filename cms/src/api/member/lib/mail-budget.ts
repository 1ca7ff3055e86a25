import { LIMITS, tooMany } from '../services/rate-limit';
import { services } from '../../../services';

/** How long an address the member signed in from, or opened a mailed link from, stays theirs for mail budgets. */
const OWN_REQUESTER_MS = 30 * 24 * 3600_000;

const requesterKey = (email: string, address: string) => `${email.toLowerCase()}|${address}`;
const ownKey = (email: string, address: string) => `mailOwnRequester:${requesterKey(email, address)}`;

/**
 * Reserves one mail to `email` asked for from `address` (sign-up, reset, a fresh verification link), refusing with
 * 429 when a budget is spent (docs/sign-in-limits.md#mail-budgets). The per-e-mail budgets are keyed by e-mail and
 * requester, so a stranger spends only their own; the account's daily cap counts only attempts their requester's
 * budget let through, and does not hold an address the member has proved theirs.
 */
export async function reserveMail(email: string, address: string): Promise<void> {
  await services.rateLimit.hit('mailAddress', address);
  await services.rateLimit.hit('mailRequester', requesterKey(email, address));
  await services.rateLimit.hit('mailRequesterDay', requesterKey(email, address));
  const day = await services.rateLimit.reserve('mailAccountDay', email.toLowerCase());
  if (day.hits > LIMITS.mailAccountDay.limit && !(await services.rateLimit.marked(ownKey(email, address)))) tooMany(day.resetAt);
}

/** Remembers an address as the member's own: they signed in there, or opened a mailed link there. */
export async function rememberRequester(email: string, address: string): Promise<void> {
  await services.rateLimit.mark(ownKey(email, address), OWN_REQUESTER_MS);
}
