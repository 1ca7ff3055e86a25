import { SHOWROOM } from '../constants';
import { $requestedTrack } from '../store';
import { createSound, type SoundState, type Track } from './sound-controller';

/** Asks the page's sound control for a track (the players call it when their films start). */
export function requestTrack(track: Track): void {
  $requestedTrack.set(track);
}

/** Said once per visit: the "starts on your first click" hint has been seen. */
const HINT_KEY = 'portal.showroom.soundHintSeen';
/** The visitor's play/pause choice, kept across the showroom's pages for the visit ('on' or 'off'). */
const CHOICE_KEY = 'portal.showroom.sound';

/** A value kept for the visit (sessionStorage), or null when none or when storage is blocked. */
const recall = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const keep = (key: string, value: string): void => {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    /* storage blocked: the next page starts from the defaults */
  }
};

const modified = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * Wires the sound control of a showroom page (site/components/showroom/SoundControl.astro): the play/pause
 * button, the "starts on your first click" hint, mute while a product detail is open, the fade before a language
 * change. The state is mirrored to data attributes (data-volume, data-state, data-track, data-blocked,
 * data-muted): the CSS styles the control from them and the browser tests read the volume there.
 */
export function initShowroomSound(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLButtonElement>('[data-sound-toggle]')!;
  const hint = root.querySelector<HTMLElement>('[data-sound-hint]')!;
  const unavailable = root.querySelector<HTMLElement>('[data-sound-unavailable]')!;
  // The "starts on your first click" hint is said once per visit: after the first click it would only repeat on
  // every page what the visitor already knows (issue 17 item 6).
  let hintSeen = recall(HINT_KEY) === '1';
  const render = (s: SoundState) => {
    if (!hintSeen && s.on && !s.blocked && s.volume > 0) {
      hintSeen = true;
      keep(HINT_KEY, '1');
    }
    toggle.setAttribute('aria-pressed', String(s.on && !s.blocked));
    root.dataset.state = s.on ? 'on' : 'off';
    root.dataset.volume = String(s.volume);
    root.dataset.track = String(s.track);
    root.toggleAttribute('data-blocked', s.blocked);
    root.toggleAttribute('data-muted', s.muted);
    hint.hidden = !(s.on && s.blocked) || s.unavailable || hintSeen;
    unavailable.hidden = !s.unavailable;
  };
  const sound = createSound({
    sources: JSON.parse(root.dataset.sources ?? '{}'),
    track: root.dataset.startTrack === '2' ? 2 : 1,
    // Sound is on by default; paused on an earlier showroom page of this visit, it stays paused (issue 29).
    on: recall(CHOICE_KEY) !== 'off',
    mobile: window.matchMedia(`(max-width: ${SHOWROOM.mobileMax}px)`).matches,
    onChange: render,
  });
  // While the browser holds the sound back, the control shows 'off': a click on it is the gesture that starts it,
  // not a pause.
  toggle.addEventListener('click', () => {
    const s = sound.state();
    void (s.on && s.blocked ? sound.start() : sound.toggle());
    keep(CHOICE_KEY, sound.state().on ? 'on' : 'off');
  });
  $requestedTrack.listen((track) => track && void sound.setTrack(track));

  // The product detail modal (features/catalogue) is a native <dialog>: its open attribute says when to be quiet.
  const detailOpen = () => document.querySelector('dialog.product-detail[open]') !== null;
  new MutationObserver(() => sound.mute(detailOpen())).observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['open'],
  });

  // A language change reloads the page: the sound fades out for a second first.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-lang-link]');
    if (!link || event.defaultPrevented || modified(event)) return;
    event.preventDefault();
    void sound.beforeReload().then(() => location.assign(link.href));
  });

  if (sound.state().on) void sound.start();
}
