// The bench member's meetings and inquiries, made through the member calls as the islands make them. A call that
// does not exist (404) is reported as skipped, so the bench runs on a tree without that feature.
import { adminCli, call } from './dataset.mjs';
import { DAY, meetingRequestBody, utcWallTime } from '../../tests/support/kit-core.mjs';

/** A category, sub-category and product that belong together (the request form's three selects). */
async function catalogueChoice(base, headers) {
  const lookup = async (path, parentCode) => (await call(base, `/api/meeting/${path}`, { headers, body: { parentCode } })).body.data;
  for (const top of (await lookup('productCategoryList', 0)).categories)
    for (const sub of (await lookup('productCategoryList', top.pk)).categories) {
      const { products } = await lookup('productList', sub.pk);
      if (products.length) return { productCategoryPk1: top.pk, productCategoryPk2: sub.pk, productPk: products[0].pk };
    }
  throw new Error('no category with products for a meeting request');
}

/** The body of the bench's `i`th inquiry (POST /api/qna/edit). */
const inquiryBody = (i) => ({
  siteLang: 'ENG',
  questionTypeCode: 'PRODUCT',
  title: `Bench inquiry ${i + 1}`,
  content: `Lead time for ${100 + i} units?`,
  url: '',
  assets: [],
});

/** Makes `count` items with `create(i)`; answers the count, or why it was skipped. */
async function make(label, count, probe, create) {
  if ((await probe()).status === 404) return `skipped (${label} is not built yet)`;
  for (let i = 0; i < count; i++) {
    const reply = await create(i);
    if (reply.status !== 200) throw new Error(`${label} #${i} answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 300)}`);
  }
  return count;
}

/** Creates the member's meetings and inquiries; answers { meetings, inquiries } as counts or skip reasons. */
export async function seedExtras(base, member, config, log) {
  const headers = member.headers;
  let choice;
  const meetings = await make(
    '/api/meeting/edit',
    config.meetings,
    () => call(base, '/api/meeting/list', { headers }),
    async (i) => {
      choice ??= await catalogueChoice(base, headers);
      return call(base, '/api/meeting/edit', {
        headers,
        body: meetingRequestBody(choice, {
          title: `Bench meeting ${i + 1}`,
          requestAnywhen: i % 4 === 0,
          requestMeetingAt: i % 4 === 0 ? null : utcWallTime((10 + i) * DAY),
          requestDescription: `Agenda item ${i + 1} for the roadmap review.`,
        }),
      });
    },
  );
  const inquiries = await make(
    '/api/qna/edit',
    config.inquiries,
    () => call(base, '/api/qna/list', { headers }),
    (i) => call(base, '/api/qna/edit', { headers, body: inquiryBody(i) }),
  );
  log(`[api] data set: meetings ${meetings}, inquiries ${inquiries}`);
  return { meetings, inquiries };
}

/**
 * What the write targets edit, owned by a second member: a meeting edit notifies its member, which would change the
 * reading member's poll ETag. Answers the writer's headers, a meeting and an inquiry as edit bodies (with their pk),
 * and a notification of theirs. The meeting is brought to REQ_MANAGER, the state a member may edit again and again
 * (docs/meetings.md): the manager proposes a time with the operator CLI, the member answers with an edit.
 */
export async function writerFixtures(base, env, writer) {
  const headers = writer.headers;
  const meeting = meetingRequestBody(await catalogueChoice(base, headers), { title: 'Bench meeting edited' });
  const inquiry = inquiryBody(0);
  const pkOf = async (path, body) => {
    const reply = await call(base, path, { headers, body });
    if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 300)}`);
    return reply.body.data.pk;
  };
  const meetingPk = await pkOf('/api/meeting/edit', meeting);
  await adminCli(env, 'meeting-propose', meetingPk, utcWallTime(21 * DAY));
  await pkOf('/api/meeting/edit', { ...meeting, pk: meetingPk });
  const fixtures = {
    headers,
    meeting: { ...meeting, pk: meetingPk },
    inquiry: { ...inquiry, pk: await pkOf('/api/qna/edit', inquiry) },
  };
  // The new meeting's notification; marked read here, so the target marks an already read one (repeatable).
  const notificationPk = (await call(base, '/api/notification/list', { headers })).body.data.notifications[0].pk;
  await call(base, '/api/notification/read', { headers, body: { notificationPks: [notificationPk] } });
  return { ...fixtures, notificationPk };
}
