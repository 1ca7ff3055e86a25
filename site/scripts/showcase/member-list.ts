/**
 * The static exhibition and media lists for a signed-in member (docs/product/content.md#visibility): the pages are
 * built for visitors (ALL and NORMAL items), while a VIP member sees ALL and VIP. Once a member is signed in, the
 * list is asked for again with the member's tokens, only for a VIP member (the sign-in and session replies say;
 * unknown for a member signed in by an older version, who is asked for too); when the server answers other items than
 * the built ones, they replace them. Signing out puts the built list back.
 */
import { $accessToken, $user } from '@member/public/session';
import type { ShowcaseItem } from '../../components/showcase/showcase-item';
import type { Listing } from './listing';

const samePks = (a: ShowcaseItem[], b: ShowcaseItem[]) => a.length === b.length && a.every((item, i) => item.pk === b[i].pk);

export function followMember(section: HTMLElement, listing: Listing, built: ShowcaseItem[]): void {
  const path = section.dataset.memberList ?? '';
  const sorted = (items: ShowcaseItem[]) => [...items].sort((a, b) => a.pk - b.pk);
  let shown = built;
  const show = (items: ShowcaseItem[]) => {
    if (samePks(sorted(items), sorted(shown))) return;
    shown = items;
    listing.setItems(items);
  };
  const load = async () => {
    // Only a VIP member sees other items than the built ones: for the others the call would answer the same list.
    if ($user.get()?.vip === false) return show(built);
    try {
      // The API client loads only for a signed-in member (list-items.ts pulls it in), never for a visitor.
      const { listItems } = await import('./list-items');
      show(await listItems(path, { quiet: true }));
    } catch (error) {
      // The built list stays: it is what every viewer may see.
      console.warn('member list not loaded', error);
    }
  };
  $accessToken.listen((token) => setTimeout(() => (token ? void load() : show(built))));
  if ($accessToken.get()) void load();
}
