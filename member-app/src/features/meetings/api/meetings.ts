import {
  type ProductCard,
  type ProductCategory,
  type MeetingEditInput,
  type MeetingItem,
  type MeetingLists,
  type MeetingPlatform,
} from '@portal/domain';
import { apiCall } from '../../../lib/api-client';

/** The member calls of catalogue-content-meetings.md §7 Meetings (all POST, member tokens). */
const call = <T>(path: string, body: unknown = {}) => apiCall<T>(`meeting/${path}`, body, { member: true });

/** The four lists of the meeting page. */
export const listMeetings = () => call<MeetingLists>('list');

/** The home page's cards: open meetings, reserved first. */
export const listHomeMeetings = async () => (await call<{ items: MeetingItem[] }>('mainsite/list')).items;

/** Top categories (parentCode 0) or a top category's sub-categories. */
export const listMeetingCategories = async (parentCode: number) =>
  (await call<{ categories: ProductCategory[] }>('productCategoryList', { parentCode })).categories;

/** The products of a sub-category. */
export const listMeetingProducts = async (parentCode: number) =>
  (await call<{ products: ProductCard[] }>('productList', { parentCode })).products;

/** What a new request needs: the platforms. */
export const newMeetingForm = async () => (await call<{ platforms: MeetingPlatform[] }>('new')).platforms;

/** Creates (no pk) or edits (pk and the version editData gave) a request; answers its pk. */
export const saveMeeting = (body: MeetingEditInput) => call<{ pk: number }>('edit', body);

export const meetingDetail = (pk: number) => call<MeetingItem>('detail', { pk });

/** The modify modal's data: the meeting, the platforms and the manager's change reason. */
export interface MeetingEditData extends MeetingItem {
  platforms: MeetingPlatform[];
  changeReasonManager: string;
}
export const meetingEditData = (pk: number) => call<MeetingEditData>('editData', { pk });

/** Cancels with a reason; a missing reason is a 422 with errors.reason. */
export const cancelMeeting = (pk: number, reason: string) => call<{ pk: number }>('cancel', { pk, reason });

/** Approves the time a manager proposed. */
export const approveMeeting = (pk: number) => call<{ pk: number }>('confirm', { pk });
