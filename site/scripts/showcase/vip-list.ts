/**
 * The VIP exhibition and VIP media pages (docs/product/content.md#vip-pages, docs/product/content.md#visibility): the list comes from the VIP call
 * at run time, because only a VIP member's token can read it. A visitor gets the login dialog (and the list once
 * signed in), a normal member (403) the VIP-only notice, a failed call a retry button.
 */
import { ApiFailure } from '@member/public/api';
import { $accessToken } from '@member/public/session';
import { promptLogin } from '@member/public/ui';
import { fromHtml } from '@member/public/html';
import { showcaseCardHtml } from '../../components/showcase/showcase-card';
import { listItems } from './list-items';
import { startListing, type Listing } from './listing';

type VipState = 'visitor' | 'normal' | 'loading' | 'error' | 'vip';

/** Starts a VIP page: loads the list for a signed-in member, or asks a visitor to sign in. */
export function startVipList(section: HTMLElement): void {
  const path = section.dataset.vipList ?? '';
  const setState = (state: VipState) => (section.dataset.vipState = state);
  let listing: Listing | null = null;

  const load = async () => {
    if (!$accessToken.get()) return setState('visitor');
    setState('loading');
    try {
      const items = await listItems(path);
      setState('vip');
      if (listing) return listing.setItems(items);
      const cards = fromHtml(items.map((item, index) => showcaseCardHtml(item, { index })).join(''));
      section.querySelector('[data-showcase-grid]')?.replaceChildren(...cards);
      listing = startListing(section, items, { member: true });
    } catch (error) {
      // 401/423 already ended the session and opened the login dialog (api-client); signing in reloads the list.
      const status = error instanceof ApiFailure ? error.status : 0;
      setState(status === 403 ? 'normal' : status === 401 || status === 423 ? 'visitor' : 'error');
    }
  };

  section.querySelector('[data-vip-sign-in]')?.addEventListener('click', (event) => {
    event.preventDefault();
    promptLogin({ reason: 'required' });
  });
  section.querySelector('[data-vip-retry]')?.addEventListener('click', () => void load());
  // Sign-in here (the dialog) or in another tab: the session token is stored right after the access token, so
  // the list is asked for on the next tick.
  $accessToken.listen((token) => setTimeout(() => (token ? void load() : setState('visitor'))));

  if ($accessToken.get()) void load();
  else {
    setState('visitor');
    promptLogin({ reason: 'required' });
  }
}
