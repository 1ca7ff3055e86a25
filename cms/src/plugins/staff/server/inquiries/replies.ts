import type { InquiryStatus, StaffCallReply } from '@portal/domain';

/**
 * The inquiry desk's replies (GET /staff/inquiries and /staff/inquiries/:id) by name, for the server that builds them
 * and the admin page that reads them; their shapes are the replies of STAFF_CALLS (types only: the admin bundle
 * imports nothing of the server).
 */
export type { InquiryStatus };

/** A page of the desk. */
export type DeskList = StaffCallReply<'inquiriesList'>;
/** One inquiry on the desk. */
export type DeskInquiry = DeskList['items'][number];
export type DeskInquiryDetail = StaffCallReply<'inquiryDetail'>;
/** A file as the desk lists it; staff download it through the attachment call (CALLS assetStaffFile). */
export type DeskFile = DeskInquiryDetail['questionFiles'][number];
/** A staff user who works at the desk: an inquiry's owner, a note's author. Names in the admin language's order. */
export type DeskStaff = DeskList['staff'][number];
/** An internal note (staff only) or a follow-up to the answer (the member reads it too), oldest first. */
export type DeskNote = DeskInquiryDetail['notes'][number];
