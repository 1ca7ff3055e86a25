import type { AccountShowReply } from '@portal/domain';
import { call } from '../../../lib/api-client';

/** The signed-in member's my-page data (POST /api/user/account/show). */
export function fetchAccount(): Promise<AccountShowReply> {
  return call('accountShow', {}, { member: true });
}
