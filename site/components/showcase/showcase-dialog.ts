/**
 * The exhibition / media modal's content (docs/product/content.md), rendered from this one template at build time
 * (ShowcaseDialog.astro, for an item page) and in the browser (site/scripts/showcase/item-dialog.ts, for any item
 * opened from a card): the video in a 1280x720 frame (a file in <video>, or a YouTube embed) or the SLIDE pictures
 * with their slider's controls, then category, title, date and the text with its line breaks. Every value goes
 * through `esc`; the dialog's frame (box, close button) stays in the Astro component.
 */
import { pictureFallback, pictureHtml } from '@portal/domain';
import { esc } from '@member/public/html';
import { CHEVRON_LEFT, CHEVRON_RIGHT } from '../frame/icons';
import type { ShowcaseItem } from './showcase-item';

/** The words the content needs, in the page's language (the slide's alt and label carry {placeholders}). */
export interface ShowcaseDialogText {
  unsupported: string;
  slidesLabel: string;
  /** 'Slide {index} of {total}: {title}' style alt text of a picture. */
  slideAlt: string;
  prev: string;
  next: string;
  first: string;
  last: string;
  goTo: string;
  slideLabel: string;
}

/** The id of the title, which labels the dialog. */
export const SHOWCASE_TITLE_ID = 'showcase-dialog-title';

const icon = (paths: string) =>
  `<svg class="icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${paths}</svg>`;
const hidden = (hide: boolean) => (hide ? ' hidden' : '');
const attr = (name: string, value: string | undefined | null) => (value ? ` ${name}="${esc(value)}"` : '');

/** The slides fill the dialog, which is the screen's width on phones and at most 1280 px. */
const SLIDE_SIZES = '(max-width: 1280px) 100vw, 1280px';

/** The media and text of one item. */
export function showcaseContentHtml(item: ShowcaseItem, text: ShowcaseDialogText): string {
  const { video, slides } = item;
  const alt = (i: number) =>
    text.slideAlt
      .replace('{title}', item.title)
      .replace('{index}', String(i + 1))
      .replace('{total}', String(slides.length));
  const slideMarkup = slides
    .map(
      (src, i) =>
        `<div class="swiper-slide">${pictureHtml(item.pictures, { src, sizes: SLIDE_SIZES, width: 1280, height: 720, alt: alt(i), priority: i === 0 })}</div>`,
    )
    .join('');
  const nav = (side: 'prev' | 'next') =>
    `<button type="button" class="slides__nav slides__nav--${side}" data-slides-${side} data-needs-js>` +
    `${icon(side === 'prev' ? CHEVRON_LEFT : CHEVRON_RIGHT)}<span class="visually-hidden">${esc(text[side])}</span></button>`;
  return (
    '<div class="dialog__media">' +
    `<div class="frame" data-slot="video"${hidden(!video)}>` +
    `<video controls playsinline preload="metadata" width="1280" height="720"${attr('src', video?.kind === 'file' ? video.src : null)}` +
    `${attr('poster', video?.kind === 'file' ? pictureFallback(item.pictures, item.imagePc) : null)}${hidden(video?.kind !== 'file')} data-slot="videoFile">` +
    `<p>${esc(text.unsupported)}</p></video>` +
    `<iframe width="1280" height="720" title="${esc(item.title)}"${attr('src', video?.kind === 'youtube' ? video.src : null)}` +
    ` allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowfullscreen${hidden(video?.kind !== 'youtube')} data-slot="videoEmbed"></iframe>` +
    '</div>' +
    `<div class="slides swiper" role="group" aria-label="${esc(text.slidesLabel)}"${hidden(!slides.length)} data-slot="slides"` +
    `${attr('data-prev', text.prev)}${attr('data-next', text.next)}${attr('data-first', text.first)}${attr('data-last', text.last)}` +
    `${attr('data-go-to', text.goTo)}${attr('data-slide-label', text.slideLabel)}>` +
    `<div class="swiper-wrapper" data-slot="slideTrack">${slideMarkup}</div>` +
    nav('prev') +
    nav('next') +
    '<div class="slides__pagination" data-slides-pagination></div>' +
    '</div>' +
    '</div>' +
    '<div class="dialog__body">' +
    `<p class="dialog__tag" data-slot="category"${hidden(!item.category)}>${esc(item.category)}</p>` +
    `<h2 id="${SHOWCASE_TITLE_ID}" class="dialog__title" data-slot="title">${esc(item.title)}</h2>` +
    `<time class="dialog__date" datetime="${esc(item.createAt)}" data-slot="date">${esc(item.date)}</time>` +
    `<p class="dialog__text dialog__text--pc" data-slot="textPc">${esc(item.textPc)}</p>` +
    `<p class="dialog__text dialog__text--mob" data-slot="textMob">${esc(item.textMob)}</p>` +
    '</div>'
  );
}
