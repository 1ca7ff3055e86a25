/**
 * Opens the exhibition / media modal (site/components/showcase/ShowcaseDialog.astro) for one item: its content comes
 * from the dialog's one template (showcase-dialog.ts), then the video plays or the SLIDE pictures get their slider
 * (Swiper, loaded on first use). Closing stops the video and the embed, so nothing keeps playing behind the page.
 */
import { showcaseContentHtml, type ShowcaseDialogText } from '../../components/showcase/showcase-dialog';
import type { ShowcaseItem } from '../../components/showcase/showcase-item';
import { openDialog } from '../dialogs';

type SlideModule = typeof import('./slides');
let loadSlides: (() => Promise<SlideModule>) | null = null;

/** Lets image-slide items show their slider (media pages only, so no other page can reach Swiper). */
export function enableSlides(loader: () => Promise<SlideModule>): void {
  loadSlides = loader;
}

const slot = <T extends HTMLElement = HTMLElement>(dialog: HTMLElement, name: string) => dialog.querySelector<T>(`[data-slot="${name}"]`);

/** Renders an item into the dialog (the template escapes every value: content is never parsed as HTML). */
function fill(dialog: HTMLDialogElement, item: ShowcaseItem): void {
  const text = JSON.parse(dialog.dataset.text ?? '{}') as ShowcaseDialogText;
  dialog.querySelector('[data-showcase-content]')!.innerHTML = showcaseContentHtml(item, text);
}

/** Stops what the dialog plays: the video pauses and unloads, the embed is emptied, Swiper is taken down. */
async function stop(dialog: HTMLDialogElement): Promise<void> {
  const video = slot<HTMLVideoElement>(dialog, 'videoFile');
  video?.pause();
  video?.removeAttribute('src');
  video?.load();
  slot<HTMLIFrameElement>(dialog, 'videoEmbed')?.removeAttribute('src');
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
    (await loadSlides()).mountSlides(slot(dialog, 'slides')!);
    dialog.dataset.swiper = '';
  } else if (item.video?.kind === 'file' && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
    // Allowed after the click that opened it; on arrival without a click the browser may refuse, which is fine.
    void slot<HTMLVideoElement>(dialog, 'videoFile')
      ?.play()
      .catch(() => undefined);
  }
}
