/**
 * The virtual showroom's pages (/virtualshowroom, /{lang}/virtualshowroom with /lobby, the stations and, ours,
 * /products for the product-list popup; PAGE_ROUTES in @portal/domain) and its sound files. See docs/product/showroom.md.
 */
import type { LangSegment, ShowroomPage } from '@portal/domain';
import { pagePath } from '../../lib/urls';

export type { ShowroomPage } from '@portal/domain';

/** A showroom page in a language: showroomPath('kr', 'mTo') is /kr/virtualshowroom/mTo; no page is the intro. */
export function showroomPath(lang: LangSegment, page?: ShowroomPage): string {
  return pagePath(lang, page ?? 'showroom');
}

/** The two looping background tracks, Ogg Opus first and MP3 for browsers without it (scripts/generate-media.mjs). */
export const SOUND_TRACKS = {
  1: ['/media/audio/showroom-track-1.ogg', '/media/audio/showroom-track-1.mp3'],
  2: ['/media/audio/showroom-track-2.ogg', '/media/audio/showroom-track-2.mp3'],
};

/** JSON for a <script type="application/json"> block: '<' escaped so no text can close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
