import { memberRoute } from '../../../utils/route-configs';

/** The spec's inquiry calls (docs/api.md#inquiries-qa), all for signed-in members. */
export default {
  routes: [
    { method: 'POST', path: '/qna/list', handler: 'qna.list', config: memberRoute },
    { method: 'POST', path: '/qna/question-type', handler: 'qna.questionType', config: memberRoute },
    { method: 'POST', path: '/qna/edit', handler: 'qna.edit', config: memberRoute },
    { method: 'POST', path: '/qna/delete', handler: 'qna.delete', config: memberRoute },
  ],
};
