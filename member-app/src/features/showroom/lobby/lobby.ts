import { SHOWROOM } from '../constants';

/**
 * The lobby's loading state (docs/product/showroom.md#pages, docs/product/showroom.md#constants: 2000 ms): a veil
 * over the sections, which stay inert beneath it while their posters load; then the veil lifts. Without scripts
 * there is no veil (the page's CSS) and the sections are usable at once.
 */
export function initLobby(root: HTMLElement): void {
  // The page made the sections inert as they were parsed.
  const sections = root.querySelector<HTMLElement>('[data-lobby-sections]')!;
  setTimeout(() => {
    root.dataset.state = 'ready';
    root.querySelector<HTMLElement>('[data-lobby-loading]')!.hidden = true;
    sections.inert = false;
  }, SHOWROOM.lobbyLoadingMs);
}
