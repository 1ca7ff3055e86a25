import { atom } from 'nanostores';

/**
 * What the showroom's page scripts share (the frame's one channel, member-app/src/stores/frame.ts: nanostores):
 * the station player's phase, which the Now carousel and the tech gallery follow, and the background track the
 * players ask the sound control for.
 */
export type Phase = 'intro' | 'ready' | 'film' | 'ended' | 'done';

/** The page's player: its phase and the film in play (-1 before the first). */
export const $stationPhase = atom<{ phase: Phase; index: number }>({ phase: 'intro', index: -1 });

/** The background track asked for (1 or 2), null until a player asks. */
export const $requestedTrack = atom<1 | 2 | null>(null);
