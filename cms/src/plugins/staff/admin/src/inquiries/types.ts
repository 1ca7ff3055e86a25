import type { InquiryStatus } from '../../../server/inquiries/replies';

/** The desk's API answers, as the server declares them. */
export type { DeskFile, DeskInquiryDetail, DeskList, DeskNote, DeskStaff, InquiryStatus } from '../../../server/inquiries/replies';

/** The desk's filters as the page holds them; dates are the staff member's local days (the end day included). */
export interface Filters {
  status: InquiryStatus | 'ALL';
  type: string;
  q: string;
  /** A staff user's id, `none` (nobody owns it) or '' (anyone). */
  assignee: string;
  from?: Date;
  to?: Date;
}
