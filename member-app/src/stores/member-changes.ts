import { atom } from 'nanostores';

/** The areas whose lists a notification is about. */
export type ChangeArea = 'meeting' | 'qna';

/**
 * The newest notification seen per area (its pk), written by the notification poll. Lists of that area (the meeting
 * page, home's meeting cards, the inquiry list) load again when it grows, so the card the bell announces a change
 * of is not left stale until a reload (issue 17 item 3). Null until the first answer.
 */
export const $memberChanges = atom<Record<ChangeArea, number> | null>(null);

/** The area of a notification type: inquiries (QNA_*) or meetings (every other kind). */
export const changeArea = (type: string): ChangeArea => (type.startsWith('QNA_') ? 'qna' : 'meeting');
