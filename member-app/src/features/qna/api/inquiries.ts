import type { InquiryEditInput } from '@portal/domain';
import { call } from '../../../lib/api-client';

/** POST /api/qna/question-type: the inquiry types in the page language. */
export const getQuestionTypes = () => call('questionTypes', {}, { member: true });

/** POST /api/qna/list: the member's inquiries, newest first. */
export const listInquiries = async () => (await call('inquiryList', {}, { member: true })).data.items;

/** POST /api/qna/edit: sends a new inquiry (no pk) or saves an edit; answers its pk. */
export const saveInquiry = (body: InquiryEditInput) => call('inquiryEdit', body, { member: true });

/** POST /api/qna/delete: deletes an unanswered inquiry. */
export const deleteInquiry = (pk: number) => call('inquiryDelete', { pk }, { member: true });
