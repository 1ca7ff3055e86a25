/** Meeting helpers shared by the API and browser tests: a valid request, staff actions, the member's notifications. */
import type { MeetingEditInput } from '@portal/domain';
import { call, type Member } from './kit';
import { adminSession } from './admin-api';
import { meetingRequestBody } from './kit-core.mjs';

/** A category, sub-category and product that belong together (the request form's three selects). */
export async function catalogueChoice(member: Member) {
  const options = { headers: member.headers };
  const categories = async (parentCode: number) => (await call('meetingProductCategoryList', { parentCode }, options)).data.categories;
  for (const top of await categories(0)) {
    for (const sub of await categories(top.pk)) {
      const { products } = (await call('meetingProductList', { parentCode: sub.pk }, options)).data;
      if (products.length) return { productCategoryPk1: top.pk, productCategoryPk2: sub.pk, productPk: products[0].pk };
    }
  }
  throw new Error('no category with products');
}

export { DAY, utcWallTime } from './kit-core.mjs';

/** A valid request body for a catalogue choice the member can see; `overrides` replace fields. */
export async function meetingRequest(member: Member, overrides: Record<string, unknown> = {}) {
  return meetingRequestBody(await catalogueChoice(member), overrides);
}

/** Requests a meeting and returns its pk. */
export async function requestMeeting(member: Member, overrides: Record<string, unknown> = {}): Promise<number> {
  const body = (await meetingRequest(member, overrides)) as MeetingEditInput;
  const reply = await call('meetingEdit', body, { headers: member.headers });
  if (reply.status !== 200) throw new Error(`request failed: ${JSON.stringify(reply.body)}`);
  return reply.data.pk;
}

/** The member's notifications (newest first). */
export async function notificationsOf(member: Member) {
  const reply = await call('notificationList', {}, { headers: member.headers });
  if (reply.status !== 200) throw new Error(`notification list failed: ${reply.status}`);
  return reply.data;
}

/** How many notifications of a type the member has about a meeting. */
export async function countOf(member: Member, type: string, meetingPk: number) {
  const { notifications } = await notificationsOf(member);
  return notifications.filter((n) => n.notificationData.type === type && n.notificationData.meetingPk === meetingPk).length;
}

/**
 * A manager proposes a time from the meetings desk (`meetingAct`), as the admin: `wall` is 'YYYY-MM-DD HH:mm' at
 * `offset`. Answers the meeting's new status. (The command line's `meeting-propose` does the same through the same
 * service, with a Strapi process of its own: seconds a call, tested once in tests/api/meetings.test.ts.)
 */
export async function proposeTime(pk: number, wall: string, offset = '+00:00'): Promise<string> {
  const admin = await adminSession();
  const reply = await admin('POST', `/staff/meetings/${pk}/actions`, { action: 'propose', at: wall, timeZone: offset });
  if (reply.status !== 200) throw new Error(`propose failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data.status;
}

/** A manager's save of a meeting in the admin panel's Content Manager (the API the panel itself calls). */
export async function adminEditMeeting(pk: number, data: Record<string, unknown>) {
  const admin = await adminSession();
  const uid = 'api::meeting.meeting';
  const found = await admin('GET', `/content-manager/collection-types/${uid}?page=1&pageSize=10&filters[$and][0][id][$eq]=${pk}`);
  const documentId = found.body?.results?.[0]?.documentId;
  if (!documentId) throw new Error(`meeting ${pk} not in the admin list: ${JSON.stringify(found.body)}`);
  return admin('PUT', `/content-manager/collection-types/${uid}/${documentId}`, data);
}
