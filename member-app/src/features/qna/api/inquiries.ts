import type { InquiryEditInput, InquiryItem, QuestionType } from '@portal/domain';
import { apiCall } from '../../../lib/api-client';

/** POST /api/qna/question-type: the inquiry types in the page language. */
export const getQuestionTypes = () => apiCall<QuestionType[]>('qna/question-type', {}, { member: true });

/** POST /api/qna/list: the member's inquiries, newest first. */
export const listInquiries = async () => (await apiCall<{ data: { items: InquiryItem[] } }>('qna/list', {}, { member: true })).data.items;

/** POST /api/qna/edit: sends a new inquiry (no pk) or saves an edit; answers its pk. */
export const saveInquiry = (body: InquiryEditInput) => apiCall<{ pk: number }>('qna/edit', body, { member: true });

/** POST /api/qna/delete: deletes an unanswered inquiry. */
export const deleteInquiry = (pk: number) => apiCall<{ pk: number }>('qna/delete', { pk }, { member: true });
