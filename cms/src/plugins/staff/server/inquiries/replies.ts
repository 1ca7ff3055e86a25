/**
 * The inquiry desk's replies (GET /staff/inquiries and /staff/inquiries/:pk), one definition for the server that
 * builds them and the admin page that reads them (types only: the admin bundle imports nothing of the server).
 */

/** Waiting for an answer, or answered (docs/product/inquiries.md). */
export type InquiryStatus = 'WAIT' | 'COMPLETE';

/** A file as the desk lists it; staff download it from /api/asset-front/staff/:uuid. */
export interface DeskFile {
  uuid: string;
  name: string;
  mime: string;
  size: number;
}

/** A staff user who works at the desk: an inquiry's owner, a note's author. Names in the admin language's order. */
export interface DeskStaff {
  id: number;
  name: string;
}

/** An internal note (staff only) or a follow-up to the answer (the member reads it too), oldest first. */
export interface DeskNote {
  kind: 'NOTE' | 'FOLLOW_UP';
  content: string;
  at: string;
  author: string;
}

/** One inquiry on the desk. */
export interface DeskInquiry {
  pk: number;
  status: InquiryStatus;
  receivedAt: string;
  answeredAt: string | null;
  type: { code: string; name: string };
  title: string;
  siteLang: string | null;
  member: { email: string; name: string; department: string; position: string } | null;
  company: string;
  files: number;
  assignee: DeskStaff | null;
}

export interface DeskInquiryDetail extends DeskInquiry {
  content: string;
  url: string;
  questionFiles: DeskFile[];
  answer: { content: string; url: string; files: DeskFile[] } | null;
  notes: DeskNote[];
}

/** A page of the desk. */
export interface DeskList {
  items: DeskInquiry[];
  types: { code: string; name: string }[];
  /** Who may own an inquiry (the staff users of roles with the inquiry desk). */
  staff: DeskStaff[];
  pagination: { page: number; pageSize: number; total: number; pageCount: number };
}
