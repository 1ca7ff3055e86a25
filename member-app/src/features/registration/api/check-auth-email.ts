import type { CheckAuthEmailReply } from '@portal/domain';
import { call } from '../../../lib/api-client';

export type { CheckAuthEmailReply };

/** What the verification page sends: the link's uuid and type, and the password chosen at sign-up. */
export interface CheckAuthEmailInput {
  uuid: string;
  type: string;
  password: string;
}

/**
 * Uses up an e-mail verification link with the password chosen at sign-up; 422 errors.password for another
 * password (the link stays), errors.uuid when the link is invalid or the partner waits.
 */
export function checkAuthEmail(input: CheckAuthEmailInput): Promise<CheckAuthEmailReply> {
  return call('checkAuthEmail', { ...input, type: input.type.toUpperCase() });
}
