/**
 * Home's exhibition cards open the exhibition's video modal on the home page (docs/product/content.md#home:
 * "Exhibition/video modal") instead of leaving for the exhibition page; the view is counted as on the exhibition
 * page. The cards stay links, so a new tab, a modified click or a page without scripts still reaches the item's page.
 */
import type { ShowcaseItem } from '../components/showcase/showcase-item';
import { sendUpcount } from './banner-clicks';
import { showItem } from './showcase/item-dialog';

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** Wires the home exhibition cards ([data-exhibition-pk]) to the page's showcase dialog. */
export function openExhibitionsOnHome(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-showcase-dialog]');
  const data = document.getElementById('home-exhibition-items')?.textContent;
  if (!dialog || !data) return;
  const items = new Map((JSON.parse(data) as ShowcaseItem[]).map((item) => [item.pk, item]));
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-exhibition-pk]');
    const item = items.get(Number(link?.dataset.exhibitionPk));
    if (!link || !item || event.defaultPrevented || !plainClick(event)) return;
    event.preventDefault();
    sendUpcount('/api/exhibition/upcount', item.pk);
    void showItem(dialog, item, link, () => undefined);
  });
}
