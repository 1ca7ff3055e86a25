import { $signedIn } from '../stores/session';
import { promptLogin } from '../stores/ui';
import { ApiFailure } from './api-client';
import { announce } from './announce';
import { toggleBookmark } from './bookmark-api';
import type { Translate } from './messages';

/**
 * What pressing a bookmark button does (§4, §6): a visitor gets the login dialog; a member's toggle goes to
 * the server, the flag flips when it answers, and the outcome is announced. A 401/423 opens the login dialog
 * (api-client) and changes nothing. Needs the 'bookmark.' messages.
 */
export async function pressBookmark(pk: number, t: Translate): Promise<void> {
  if (!$signedIn.get()) return promptLogin({ reason: 'required' });
  try {
    const bookmarked = await toggleBookmark(pk);
    if (bookmarked !== null) announce(t(bookmarked ? 'bookmark.added' : 'bookmark.removed'));
  } catch (error) {
    if (!(error instanceof ApiFailure && error.kind === 'auth')) announce(t('bookmark.failed'));
  }
}
