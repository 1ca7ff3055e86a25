import { z } from 'zod';

export const inquiryId = z.object({
  id: z.coerce.number({ error: 'error.number' }).int('error.number').positive('error.number'),
});

/** The kinds of note a desk route writes, by its path. */
export const noteKindOf = { notes: 'NOTE', 'follow-ups': 'FOLLOW_UP' } as const;
