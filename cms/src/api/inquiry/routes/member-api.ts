import { memberRoute } from '../../../utils/route-configs';

/** The spec's inquiry calls (docs/api.md#inquiries-qa), all for signed-in members. */
export default {
  routes: [
    { method: 'POST', path: '/qna/list', handler: 'inquiries.list', config: memberRoute },
    { method: 'POST', path: '/qna/question-type', handler: 'inquiries.questionType', config: memberRoute },
    { method: 'POST', path: '/qna/edit', handler: 'inquiries.edit', config: memberRoute },
    { method: 'POST', path: '/qna/delete', handler: 'inquiries.delete', config: memberRoute },
  ],
};
