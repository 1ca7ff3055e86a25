import type { AccountShowReply } from '@portal/domain';
import { apiCall } from '../../../lib/api-client';

/** The signed-in member's my-page data (POST /api/user/account/show). */
export function fetchAccount(): Promise<AccountShowReply> {
  return apiCall<AccountShowReply>('/api/user/account/show', {}, { member: true });
}
