import type { MemberStatus, RegistrationType } from '@portal/domain';
import { apiCall } from '../../../lib/api-client';

/** What POST /api/sign/check-auth-email answers for a valid verification link. */
export interface CheckAuthEmailReply {
  type: RegistrationType;
  status: Extract<MemberStatus, 'ACTIVE' | 'APPROVAL_PENDING'>;
}

/** Checks (and uses up) an e-mail verification link; 422 errors.uuid when it is invalid or the partner waits. */
export function checkAuthEmail(uuid: string, type: string): Promise<CheckAuthEmailReply> {
  return apiCall<CheckAuthEmailReply>('/api/sign/check-auth-email', { uuid, type: type.toUpperCase() });
}
