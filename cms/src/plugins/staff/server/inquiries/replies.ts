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
}

export interface DeskInquiryDetail extends DeskInquiry {
  content: string;
  url: string;
  questionFiles: DeskFile[];
  answer: { content: string; url: string; files: DeskFile[] } | null;
}

/** A page of the desk. */
export interface DeskList {
  items: DeskInquiry[];
  types: { code: string; name: string }[];
  pagination: { page: number; pageSize: number; total: number; pageCount: number };
}
