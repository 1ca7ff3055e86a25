/**
 * One exhibition or media item in a card grid (docs/product/content.md), rendered from this one template at build
 * time (ShowcaseCard.astro) and in the browser (the VIP pages, whose list loads at run time: scripts/showcase):
 * picture (the mobile one at 720 px or less), category, title, date. The card is a link to the item's own page,
 * so it works without scripts; the list script opens the modal instead. Every value goes through `esc`.
 */
import { pictureHtml, type PictureIndex } from '@portal/domain';
import { esc } from '@member/public/html';
import { GALLERY, PLAY } from '../frame/icons';
import type { ShowcaseItem } from './showcase-item';

export interface ShowcaseCardOptions {
  href?: string;
  /** Position in the server's newest-first order, the last tie-breaker of the client-side sort. */
  index?: number;
  hidden?: boolean;
  /** The site build's picture copies; without them the item's own (the VIP lists the browser builds at run time). */
  pictures?: PictureIndex;
}

/** One card per phone row, three or four on wider screens. */
const CARD_SIZES = '(max-width: 720px) 100vw, (max-width: 1200px) 33vw, 320px';

const icon = (paths: string, kind: string) =>
  `<svg class="icon card__icon card__icon--${kind}" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${paths}</svg>`;

/** One card's markup. */
export function showcaseCardHtml(
  item: ShowcaseItem,
  { href = '#', index = 0, hidden = false, pictures }: ShowcaseCardOptions = {},
): string {
  const type = !item.video && item.slides.length ? 'gallery' : 'video';
  const data = {
    'data-pk': item.pk,
    'data-category-pk': item.categoryPk,
    'data-created': item.createAt,
    'data-views': item.views,
    'data-index': index,
    'data-type': type,
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => ` ${name}="${esc(value)}"`)
    .join('');
  return (
    `<li class="card" data-card${attributes}${hidden ? ' hidden' : ''}>` +
    `<a class="card__link" href="${esc(href)}" aria-haspopup="dialog" data-card-link>` +
    '<span class="card__media">' +
    (item.imagePc
      ? pictureHtml(pictures ?? item.pictures, { src: item.imagePc, mobileSrc: item.imageMob, sizes: CARD_SIZES, width: 640, height: 360 })
      : '') +
    `<span class="card__badge" aria-hidden="true">${icon(PLAY, 'video')}${icon(GALLERY, 'gallery')}</span>` +
    '</span>' +
    '<span class="card__body">' +
    `<span class="card__tag" data-slot="category"${item.category ? '' : ' hidden'}>${esc(item.category)}</span>` +
    `<span class="card__title" data-slot="title">${esc(item.title)}</span>` +
    `<time class="card__date" datetime="${esc(item.createAt)}" data-slot="date">${esc(item.date)}</time>` +
    '</span>' +
    '</a>' +
    '</li>'
  );
}
