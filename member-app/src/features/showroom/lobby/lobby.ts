import { SHOWROOM } from '../constants';

/**
 * The lobby's loading state (docs/product/showroom.md#pages, docs/product/showroom.md#constants: 2000 ms): the sections appear after it, while
 * the station posters load behind it. Without scripts the sections show at once (the page's CSS).
 */
export function initLobby(root: HTMLElement): void {
  setTimeout(() => {
    root.dataset.state = 'ready';
    root.querySelector<HTMLElement>('[data-lobby-loading]')!.hidden = true;
    root.querySelector<HTMLElement>('[data-lobby-sections]')!.hidden = false;
  }, SHOWROOM.lobbyLoadingMs);
}
