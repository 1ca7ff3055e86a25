import { Howl, Howler } from 'howler';
import { SHOWROOM } from '../constants';
import { runFade, type Fade } from './fade';

export type Track = 1 | 2;

/** What the control shows and the tests read: wanted on or off, the track, the master volume, held back or not. */
export interface SoundState {
  on: boolean;
  track: Track;
  volume: number;
  /** The browser holds audio back until the first user gesture (autoplay policy). */
  blocked: boolean;
  /** Muted while a product detail is open. */
  muted: boolean;
  /** The tracks could not be loaded or decoded. */
  unavailable: boolean;
}

export interface SoundOptions {
  /** Each track's sources, best format first (Ogg Opus, then MP3). */
  sources: Record<Track, string[]>;
  track: Track;
  /** Wanted on when the page opens (default); off keeps it paused until the control is pressed. */
  on?: boolean;
  /** Mobile: plain pause and play, no fades (docs/product/showroom.md#background-sound). */
  mobile: boolean;
  onChange: (state: SoundState) => void;
}

/**
 * The showroom's background sound (docs/product/showroom.md#background-sound, docs/product/showroom.md#constants): two looping tracks
 * through howler, on by default on every page, a fade of 0.1 per 100 ms on desktop (80 ms around a track change),
 * a fade-out before a reload. The fades move Howler's master volume, so whichever track plays follows it and the
 * page can read one number.
 */
export function createSound({ sources, track: firstTrack, on = true, mobile, onChange }: SoundOptions) {
  const state: SoundState = { on, track: firstTrack, volume: 0, blocked: false, muted: false, unavailable: false };
  const howls = {} as Record<Track, Howl>;
  let fade: Fade | null = null;
  const emit = () => onChange({ ...state });

  const setVolume = (volume: number) => {
    Howler.volume(volume);
    state.volume = Howler.volume();
    emit();
  };
  const fadeTo = (target: number, intervalMs: number) => {
    fade?.cancel();
    if (mobile) {
      setVolume(target);
      return Promise.resolve();
    }
    fade = runFade(setVolume, state.volume, target, intervalMs);
    return fade.done;
  };
  // Web Audio starts 'suspended' until a gesture: the control says so until howler's unlock resumes it.
  const watchContext = () => {
    if (!Howler.ctx || watchContext.done) return;
    watchContext.done = true;
    Howler.ctx.addEventListener('statechange', () => {
      state.blocked = Howler.ctx.state !== 'running';
      emit();
    });
  };
  watchContext.done = false;
  const howl = (track: Track) =>
    (howls[track] ??= new Howl({
      src: sources[track],
      loop: true,
      onloaderror: () => {
        state.unavailable = true;
        emit();
      },
      onplayerror: () => {
        // HTML5 audio refused to start without a gesture: howler retries on the first one ('unlock').
        state.blocked = true;
        emit();
        howls[track].once('unlock', () => howls[track].play());
      },
      onplay: () => {
        state.blocked = Howler.ctx ? Howler.ctx.state !== 'running' : false;
        emit();
      },
      onunlock: () => {
        state.blocked = false;
        emit();
      },
    }));

  const start = (intervalMs: number) => {
    const current = howl(state.track);
    watchContext();
    if (!current.playing()) current.play();
    if (Howler.ctx) state.blocked = Howler.ctx.state !== 'running';
    return fadeTo(1, intervalMs);
  };

  setVolume(0);
  return {
    state: () => ({ ...state }),

    /** Starts the page's track: sound is on by default on every page. */
    start: () => start(SHOWROOM.fadeIntervalMs),

    /** Play/pause: fades out then pauses, or plays then fades in (desktop); plain pause and play on mobile. */
    async toggle() {
      state.on = !state.on;
      emit();
      if (state.on) return start(SHOWROOM.fadeIntervalMs);
      await fadeTo(0, SHOWROOM.fadeIntervalMs);
      if (!state.on) howls[state.track]?.pause();
    },

    /** Moves to the other track: out at 80 ms a step, swap, in at 80 ms a step. */
    async setTrack(track: Track) {
      if (track === state.track) return;
      const previous = state.track;
      if (state.on) await fadeTo(0, SHOWROOM.trackChangeIntervalMs);
      howls[previous]?.stop();
      state.track = track;
      emit();
      if (state.on) await start(SHOWROOM.trackChangeIntervalMs);
    },

    /** Before a reload (a language change): fades out, resolving after the 1 s the spec gives it. */
    beforeReload() {
      const fading = state.on && !mobile;
      if (fading) void fadeTo(0, SHOWROOM.fadeIntervalMs);
      return new Promise<void>((resolve) => setTimeout(resolve, fading ? SHOWROOM.reloadDelayMs : 0));
    },

    /** Mutes everything while a product detail is open, and restores it after. */
    mute(muted: boolean) {
      if (muted === state.muted) return;
      state.muted = muted;
      Howler.mute(muted);
      emit();
    },
  };
}
