import { z } from 'zod';
import { INQUIRY_STATUSES, typeErrors } from '@portal/domain';

/** An instant the admin panel sends (the staff member's local midnight of a picked day, as ISO 8601). */
const instant = z
  .string(typeErrors(undefined, 'error.invalid'))
  .datetime({ offset: true, message: 'error.date' })
  .transform((v) => new Date(v))
  .optional();

/**
 * The desk's filters (docs/staff-workspace.md#inquiry-desk): status, type, free text over title, member and company,
 * and the received period [from, to). Shared by the list and its CSV export, so the export is what is on screen.
 */
export const deskFilters = z
  .object({
    status: z.enum([...INQUIRY_STATUSES, 'ALL'], { error: 'error.invalid' }).default('ALL'),
    type: z.string(typeErrors(undefined, 'error.invalid')).trim().max(30, 'error.tooLong').optional(),
    q: z.string(typeErrors(undefined, 'error.invalid')).trim().max(100, 'error.tooLong').optional(),
    from: instant,
    to: instant,
    /** The owner: a staff user's id, or `none` for the inquiries nobody owns. */
    assignee: z
      .union([z.literal('none'), z.coerce.number({ error: 'error.number' }).int('error.number').positive('error.number')], {
        error: 'error.invalid',
      })
      .optional(),
  })
  .refine((f) => !f.from || !f.to || f.from < f.to, { message: 'error.dateOrder', path: ['to'] });
export type DeskFilters = z.infer<typeof deskFilters>;

const deskPage = z.object({
  page: z.coerce.number({ error: 'error.number' }).int('error.number').min(1, 'error.number').default(1),
  pageSize: z.coerce.number({ error: 'error.number' }).int('error.number').min(1, 'error.number').max(100, 'error.number').default(20),
});

export const deskListQuery = z.intersection(deskFilters, deskPage);

export const inquiryId = z.object({
  id: z.coerce.number({ error: 'error.number' }).int('error.number').positive('error.number'),
});

/** PUT /staff/inquiries/:id/assignee: a staff user's id, or null to leave the inquiry unowned. */
export const assigneeInput = z.object({
  assignee: z.number({ error: 'error.number' }).int('error.number').positive('error.number').nullable(),
});

/** The kinds of note a desk route writes, by its path. */
export const noteKindOf = { notes: 'NOTE', 'follow-ups': 'FOLLOW_UP' } as const;
