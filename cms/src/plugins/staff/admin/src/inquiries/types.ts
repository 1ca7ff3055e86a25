/** The desk's API answers (cms/src/plugins/staff/server/inquiries/desk.ts). */
export type InquiryStatus = 'WAIT' | 'COMPLETE';

export interface DeskFile {
  uuid: string;
  name: string;
  mime: string;
  size: number;
}

interface DeskInquiry {
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

export interface DeskList {
  items: DeskInquiry[];
  types: { code: string; name: string }[];
  pagination: { page: number; pageSize: number; total: number; pageCount: number };
}

/** The desk's filters as the page holds them; dates are the staff member's local days (the end day included). */
export interface Filters {
  status: InquiryStatus | 'ALL';
  type: string;
  q: string;
  from?: Date;
  to?: Date;
}
