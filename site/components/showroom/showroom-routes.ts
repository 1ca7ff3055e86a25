/**
 * The virtual showroom's pages (accounts-and-frame.md §2.1: /virtualshowroom, /{lang}/virtualshowroom with /lobby,
 * the stations and, ours, /products for the spec's "fifth page" with the product-list popup) and its sound files.
 */
import type { LangSegment, ShowroomStationName } from '@portal/domain';
import { localizedPath } from '../../lib/urls';

/** The four M. Vision stations, each a sequence of four films. */
export const M_VISION = ['mTo', 'mHi', 'mPop', 'm2go'] as const satisfies readonly ShowroomStationName[];

export type ShowroomPage = 'lobby' | ShowroomStationName | 'products';

/** A showroom page in a language: showroomPath('kr', 'mTo') is /kr/virtualshowroom/mTo; no page is the intro. */
export function showroomPath(lang: LangSegment, page?: ShowroomPage): string {
  return localizedPath(lang, page ? `/virtualshowroom/${page}` : '/virtualshowroom');
}

/** The two looping background tracks, Ogg Opus first and MP3 for browsers without it (scripts/generate-media.mjs). */
export const SOUND_TRACKS = {
  1: ['/media/audio/showroom-track-1.ogg', '/media/audio/showroom-track-1.mp3'],
  2: ['/media/audio/showroom-track-2.ogg', '/media/audio/showroom-track-2.mp3'],
};

/** JSON for a <script type="application/json"> block: '<' escaped so no text can close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
