import type { CallName, CallReply, CallRequest, MeetingEditInput } from '@portal/domain';
import { call } from '../../../lib/api-client';
import { ApiFailure } from '../../../lib/api-failure';

/** The member calls of docs/api.md, Meetings (all POST, member tokens). */
const meetingCall = <N extends CallName>(name: N, body?: CallRequest<N>): Promise<CallReply<N>> => call(name, body, { member: true });

/** The four lists of the meeting page. */
export const listMeetings = () => meetingCall('meetingList');

/** The home page's cards: open meetings, reserved first. */
export const listHomeMeetings = async () => (await meetingCall('meetingMainsiteList')).items;

/** Top categories (parentCode 0) or a top category's sub-categories. */
export const listMeetingCategories = async (parentCode: number) =>
  (await meetingCall('meetingProductCategoryList', { parentCode })).categories;

/** The products of a sub-category. */
export const listMeetingProducts = async (parentCode: number) => (await meetingCall('meetingProductList', { parentCode })).products;

/** What a new request needs: the platforms. */
export const newMeetingForm = async () => (await meetingCall('meetingNew')).platforms;

/** Creates (no pk) or edits (pk and the version editData gave) a request; answers its pk. */
export const saveMeeting = (body: MeetingEditInput) => meetingCall('meetingEdit', body);

export const meetingDetail = (pk: number) => meetingCall('meetingDetail', { pk });

/** The modify modal's data: the meeting, the platforms and the manager's change reason. */
export type MeetingEditData = CallReply<'meetingEditData'>;

export const meetingEditData = (pk: number) => meetingCall('meetingEditData', { pk });

/** Cancels with a reason; a missing reason is a 422 with errors.reason. */
export const cancelMeeting = (pk: number, reason: string) => meetingCall('meetingCancel', { pk, reason });

/** Approves the time a manager proposed. */
export const approveMeeting = (pk: number) => meetingCall('meetingConfirm', { pk });

/** A request's business area taken from one product (its top category, sub-category and itself), and its model. */
export interface ProductArea {
  productCategoryPk1: string;
  productCategoryPk2: string;
  productPk: string;
  model: string;
}

/**
 * The business area of a product, for a request about it (/requestmeeting?product=pk, from the product detail):
 * null when the product is not there (unpublished, a stale link), so the form starts empty instead.
 */
export async function productArea(pk: number): Promise<ProductArea | null> {
  try {
    const product = await call('productShow', { pk }, { member: true });
    const sub = product.productCategoryPk;
    const top = product.parentCategoryPk;
    // A product filed directly under a top category has no sub-category to preselect.
    if (!sub || !top || top === sub)
      return { productCategoryPk1: String(top ?? ''), productCategoryPk2: '', productPk: '', model: product.model };
    return { productCategoryPk1: String(top), productCategoryPk2: String(sub), productPk: String(product.pk), model: product.model };
  } catch (error) {
    if (error instanceof ApiFailure && error.kind !== 'auth') return null;
    throw error;
  }
}
