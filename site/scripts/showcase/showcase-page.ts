/**
 * Start of the exhibition and media-centre pages: a static page starts its list from the items the build wrote
 * into the page, and asks again for a signed-in member (member-list.ts: a VIP member sees VIP items too); a VIP
 * page loads its list for the signed-in VIP member first (vip-list.ts, its own chunk).
 */
import type { ShowcaseItem } from '../../components/showcase/showcase-item';
import { startListing } from './listing';

/** Starts the page's [data-showcase] section. */
export function startShowcase(): void {
  const section = document.querySelector<HTMLElement>('[data-showcase]');
  if (section?.dataset.vipList) {
    void import('./vip-list').then((m) => m.startVipList(section));
  } else if (section) {
    const json = section.querySelector('[data-showcase-items]')?.textContent ?? '[]';
    const built = JSON.parse(json) as ShowcaseItem[];
    const listing = startListing(section, built);
    // A signed-in VIP member sees VIP items here too: asked for once a member is there (member-list.ts).
    void import('./member-list').then((m) => m.followMember(section, listing));
  }
}
