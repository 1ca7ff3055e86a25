import type { CheckAuthEmailReply } from '@portal/domain';
import { call } from '../../../lib/api-client';

export type { CheckAuthEmailReply };

/** Checks (and uses up) an e-mail verification link; 422 errors.uuid when it is invalid or the partner waits. */
export function checkAuthEmail(uuid: string, type: string): Promise<CheckAuthEmailReply> {
  return call('checkAuthEmail', { uuid, type: type.toUpperCase() });
}
