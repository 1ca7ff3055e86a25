/**
 * The static exhibition and media lists for a signed-in member (docs/product/content.md#visibility): the pages are
 * built for visitors (ALL and NORMAL items), while a VIP member sees ALL and VIP. Once a member is signed in, the
 * list is asked for again with the member's tokens, only for a VIP member (the sign-in and session replies say;
 * unknown for a member signed in by an older version, who is asked for too); the whole list it answers replaces the
 * page's own page of cards (listing.ts pages it in place). Signing out puts the built page back.
 */
import { $accessToken, $user } from '@member/public/session';
import type { ShowcaseItem } from '../../components/showcase/showcase-item';
import type { Listing } from './listing';

export function followMember(section: HTMLElement, listing: Listing): void {
  const path = section.dataset.memberList ?? '';
  const show = (items: ShowcaseItem[] | null) => (items ? listing.setItems(items) : listing.reset());
  const load = async () => {
    // Only a VIP member sees other items than the built ones: for the others the call would answer the same list.
    if ($user.get()?.vip === false) return;
    try {
      // The API client loads only for a signed-in member (list-items.ts pulls it in), never for a visitor.
      const { listItems } = await import('./list-items');
      show(await listItems(path, { quiet: true }));
    } catch (error) {
      // The built list stays: it is what every viewer may see.
      console.warn('member list not loaded', error);
    }
  };
  $accessToken.listen((token) => setTimeout(() => (token ? void load() : show(null))));
  if ($accessToken.get()) void load();
}
