import type { ResetLinkReply } from '@portal/domain';
import { call } from '../../../lib/api-client';

/** What a usable reset link answers: the account's e-mail and when the link expires. */
export type { ResetLinkReply };

/** POST /api/sign/check-password-auth-email: the reset page's guard (422 on uuid when the link is unusable). */
export const checkPasswordAuthEmail = (input: { uuid: string }) => call('checkPasswordAuthEmail', input);
