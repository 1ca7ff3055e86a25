/**
 * Start of the exhibition and media-centre pages: a static page starts its list from the items the build wrote
 * into the page; a VIP page loads its list for the signed-in VIP member first (vip-list.ts, its own chunk).
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
    startListing(section, JSON.parse(json) as ShowcaseItem[]);
  }
}
