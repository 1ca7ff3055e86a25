import type { ShowroomCaption } from '@portal/domain';
import { POSTER_SECONDS } from '../constants';

/** The caption on screen at `time` seconds: start inclusive, end exclusive; none between captions. */
export function captionAt(captions: ShowroomCaption[], time: number): ShowroomCaption | null {
  return captions.find((c) => time >= c.start && time < c.end) ?? null;
}

/** How long a film runs when only its poster can be shown: to the end of its last caption, at least 4 s. */
export function posterSeconds(captions: ShowroomCaption[]): number {
  return Math.max(POSTER_SECONDS, ...captions.map((c) => c.end));
}
