/**
 * Fills and opens the exhibition / media modal (site/components/showcase/ShowcaseDialog.astro) for one item: the
 * video (a file in <video>, or a YouTube embed) or the SLIDE pictures (Swiper, loaded on first use), and the text.
 * Closing stops the video and the embed, so nothing keeps playing behind the page.
 */
import type { ShowcaseItem } from '../../components/showcase/showcase-item';
import { openDialog } from '../dialogs';

type SlideModule = typeof import('./slides');
let loadSlides: (() => Promise<SlideModule>) | null = null;

/** Lets image-slide items show their slider (media pages only, so no other page can reach Swiper). */
export function enableSlides(loader: () => Promise<SlideModule>): void {
  loadSlides = loader;
}

const slot = <T extends HTMLElement = HTMLElement>(dialog: HTMLElement, name: string) => dialog.querySelector<T>(`[data-slot="${name}"]`)!;

/** Writes an item into the dialog's slots (text through textContent: content is never parsed as HTML). */
function fill(dialog: HTMLDialogElement, item: ShowcaseItem): void {
  const category = slot(dialog, 'category');
  category.textContent = item.category;
  category.hidden = !item.category;
  slot(dialog, 'title').textContent = item.title;
  const date = slot(dialog, 'date');
  date.textContent = item.date;
  date.setAttribute('datetime', item.createAt);
  slot(dialog, 'textPc').textContent = item.textPc;
  slot(dialog, 'textMob').textContent = item.textMob;

  const video = slot<HTMLVideoElement>(dialog, 'videoFile');
  const embed = slot<HTMLIFrameElement>(dialog, 'videoEmbed');
  slot(dialog, 'video').hidden = !item.video;
  video.hidden = item.video?.kind !== 'file';
  embed.hidden = item.video?.kind !== 'youtube';
  if (item.video?.kind === 'file' && video.getAttribute('src') !== item.video.src) {
    video.src = item.video.src;
    video.poster = item.imagePc;
  }
  if (item.video?.kind === 'youtube') {
    embed.title = item.title;
    embed.src = item.video.src;
  }

  const slides = slot(dialog, 'slides');
  const alt = dialog.dataset.slideAlt ?? '{title}';
  slides.hidden = item.slides.length === 0;
  slot(dialog, 'slideTrack').replaceChildren(
    ...item.slides.map((src, i) => {
      const slide = document.createElement('div');
      slide.className = 'swiper-slide';
      const img = Object.assign(document.createElement('img'), { src, width: 1280, height: 720, decoding: 'async' });
      img.alt = alt
        .replace('{title}', item.title)
        .replace('{index}', String(i + 1))
        .replace('{total}', String(item.slides.length));
      slide.append(img);
      return slide;
    }),
  );
}

/** Stops what the dialog plays: the video pauses and unloads, the embed is emptied, Swiper is taken down. */
async function stop(dialog: HTMLDialogElement): Promise<void> {
  const video = slot<HTMLVideoElement>(dialog, 'videoFile');
  video.pause();
  video.removeAttribute('src');
  video.load();
  slot<HTMLIFrameElement>(dialog, 'videoEmbed').removeAttribute('src');
  if (dialog.dataset.swiper !== undefined && loadSlides) (await loadSlides()).unmountSlides();
}

/** Opens the modal with an item; `onClose` runs once when it closes (close button, Escape, backdrop). */
export async function showItem(dialog: HTMLDialogElement, item: ShowcaseItem, opener: HTMLElement | undefined, onClose: () => void) {
  // An item page renders the dialog open (non-modal, for readers without scripts): reopen it as a modal.
  dialog.removeAttribute('open');
  fill(dialog, item);
  openDialog(dialog, opener);
  dialog.addEventListener(
    'close',
    () => {
      void stop(dialog);
      onClose();
    },
    { once: true },
  );
  if (item.slides.length && loadSlides) {
    (await loadSlides()).mountSlides(slot(dialog, 'slides'));
    dialog.dataset.swiper = '';
  } else if (item.video?.kind === 'file' && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
    // Allowed after the click that opened it; on arrival without a click the browser may refuse, which is fine.
    void slot<HTMLVideoElement>(dialog, 'videoFile')
      .play()
      .catch(() => undefined);
  }
}
