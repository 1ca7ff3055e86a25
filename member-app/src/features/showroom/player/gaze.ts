import { SHOWROOM } from '../constants';

/**
 * The caption gaze trigger (docs/product/showroom.md#constants: 3 seconds): once the viewer has watched a playing film for 3 s without moving
 * the pointer or pressing a key, the player gets data-gaze and its controls step back, leaving the film and its
 * captions; any movement, key or focus brings them back. Returns a function that restarts the wait.
 */
export function watchGaze(root: HTMLElement, watching: () => boolean): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    root.removeAttribute('data-gaze');
    clearTimeout(timer);
    timer = setTimeout(() => watching() && root.setAttribute('data-gaze', ''), SHOWROOM.gazeMs);
  };
  for (const type of ['pointermove', 'pointerdown', 'keydown', 'focusin']) root.addEventListener(type, restart);
  restart();
  return restart;
}
