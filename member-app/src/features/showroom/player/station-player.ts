import type { ShowroomCaption, ShowroomItem } from '@portal/domain';
import { POSTER_SECONDS } from '../constants';
import { requestTrack } from '../sound/init-sound';
import { $stationPhase, type Phase } from '../store';
import { captionAt, posterSeconds } from './captions';
import { watchGaze } from './gaze';

/**
 * How a station goes on after its intro (docs/product/showroom.md#pages):
 * - sequence (mTo, mHi, mPop, m2go): the films play one after another; skip or end goes on, the last one stops;
 * - start (mobisVision): a Start button appears, then the one film plays;
 * - choose (techGallery): the menu waits for a choice, and the chosen film plays once;
 * - intro (mobisNow): the player is done after the intro and the page shows what follows.
 */
export type PlayerMode = 'sequence' | 'start' | 'choose' | 'intro';

interface PlayerData {
  intro: { video: string; poster: string | null };
  items: ShowroomItem[];
}
interface Source {
  video: string;
  poster: string | null;
  captions: ShowroomCaption[];
}

const FILM_HASH = /^#film-(\d+)$/;

/**
 * A station player over server-rendered markup (site/components/showroom/StationPlayer.astro). Where a film
 * cannot play (no codec, a failed file) it shows the poster and runs the captions on a clock instead, so the
 * sequence still advances. The current film is kept in the address (#film-N): a language change reopens the
 * same film, with its captions in the new language. The phase goes to $stationPhase (../store.ts), and is mirrored
 * to data-phase, data-index, data-playback for the styles.
 */
export function initStationPlayer(root: HTMLElement): void {
  const data = JSON.parse(root.querySelector('[data-player-data]')!.textContent ?? '{}') as PlayerData;
  const mode = (root.dataset.mode ?? 'sequence') as PlayerMode;
  const q = <T extends HTMLElement>(name: string) => root.querySelector<T>(`[data-player-${name}]`)!;
  const video = q<HTMLVideoElement>('video');
  const poster = q<HTMLImageElement>('poster');
  const caption = q<HTMLElement>('caption');
  const status = q<HTMLElement>('status');
  const menu = root.querySelector<HTMLElement>('[data-player-menu]');
  const startButton = root.querySelector<HTMLButtonElement>('[data-player-start]');
  const mute = q<HTMLButtonElement>('mute');
  const items = [...root.querySelectorAll<HTMLButtonElement>('[data-player-item]')];
  let phase: Phase = 'intro';
  let index = -1;
  let source: Source = { ...data.intro, captions: [] };
  let posterMode = false;
  let clock: ReturnType<typeof setInterval> | undefined;

  const setMuted = (muted: boolean) => {
    video.muted = muted;
    mute.setAttribute('aria-pressed', String(muted));
  };
  const render = () => {
    root.dataset.phase = phase;
    root.dataset.index = String(index);
    root.dataset.playback = posterMode ? 'poster' : 'video';
    if (menu) menu.hidden = phase === 'intro' || phase === 'done' || (mode === 'start' && phase === 'ready');
    if (startButton) startButton.hidden = phase !== 'ready';
    q('ended').hidden = phase !== 'ended' || mode !== 'sequence';
    q('notice').hidden = !posterMode;
    q<HTMLButtonElement>('skip').disabled = phase !== 'intro' && phase !== 'film';
    items.forEach((item, i) => item.setAttribute('aria-current', String(i === index && phase !== 'intro')));
    $stationPhase.set({ phase, index });
  };
  const showCaption = (time: number) => {
    const text = captionAt(source.captions, time)?.text ?? '';
    if (caption.textContent !== text) caption.textContent = text;
    caption.hidden = text === '';
  };
  const stopClock = () => clearInterval(clock);

  // The poster stands in for the film, and a clock for its timeline: captions and the end still come.
  const runPoster = () => {
    stopClock();
    video.hidden = true;
    poster.hidden = !source.poster;
    if (source.poster) poster.src = source.poster;
    const duration = source.captions.length ? posterSeconds(source.captions) : POSTER_SECONDS;
    const started = performance.now();
    showCaption(0);
    clock = setInterval(() => {
      const time = (performance.now() - started) / 1000;
      showCaption(time);
      if (time >= duration) {
        stopClock();
        ended();
      }
    }, 200);
  };
  const fallBack = () => {
    if (posterMode || phase === 'done') return;
    posterMode = true;
    video.removeAttribute('src');
    render();
    runPoster();
  };
  const play = async () => {
    try {
      await video.play();
    } catch (error) {
      const name = (error as DOMException).name;
      if (name === 'AbortError') return; // a newer source took over
      // Sound needs a gesture first: the film plays muted (the mute button says so) until the first one.
      if (name === 'NotAllowedError' && !video.muted) {
        setMuted(true);
        document.addEventListener('pointerdown', () => setMuted(false), { once: true, capture: true });
        document.addEventListener('keydown', () => setMuted(false), { once: true, capture: true });
        return play();
      }
      fallBack();
    }
  };
  const show = (next: Source) => {
    source = next;
    stopClock();
    showCaption(0);
    if (posterMode) return runPoster();
    video.poster = next.poster ?? '';
    video.src = next.video;
    void play();
  };

  const playFilm = (i: number) => {
    phase = 'film';
    index = i;
    history.replaceState(history.state, '', `#film-${i + 1}`);
    status.textContent = data.items[i].title;
    requestTrack(2);
    render();
    restartGaze();
    show(data.items[i]);
  };
  const finishIntro = () => {
    if (mode === 'sequence') return playFilm(0);
    stopClock();
    video.pause();
    phase = mode === 'start' ? 'ready' : mode === 'choose' ? 'ready' : 'done';
    render();
    if (mode === 'start') startButton?.focus();
  };
  function ended() {
    if (phase === 'intro') return finishIntro();
    if (phase !== 'film') return;
    if (mode === 'sequence' && index < data.items.length - 1) return playFilm(index + 1);
    stopClock();
    phase = 'ended';
    render();
  }

  video.controls = false; // the page's own controls take over from the native ones shown without scripts
  video.addEventListener('ended', ended);
  video.addEventListener('error', fallBack);
  video.addEventListener('timeupdate', () => showCaption(video.currentTime));
  q('skip').addEventListener('click', () => (phase === 'intro' || phase === 'film' ? ended() : undefined));
  q('replay').addEventListener('click', () => (index >= 0 ? playFilm(index) : show(source)));
  mute.addEventListener('click', () => setMuted(!video.muted));
  startButton?.addEventListener('click', () => playFilm(0));
  items.forEach((item, i) => item.addEventListener('click', () => playFilm(i)));
  const restartGaze = watchGaze(root, () => phase === 'film' && !video.paused);

  // Back on a film after a language change (or a shared link): its intro was seen already.
  const fromHash = FILM_HASH.exec(location.hash);
  const film = fromHash ? Number(fromHash[1]) - 1 : -1;
  if (mode !== 'intro' && film >= 0 && film < data.items.length) return playFilm(film);
  requestTrack(1);
  render();
  show(source);
}
