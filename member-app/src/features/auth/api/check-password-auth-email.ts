import { apiCall } from '../../../lib/api-client';

/** What a usable reset link answers: the account's e-mail and when the link expires. */
export interface ResetLinkReply {
  email: string;
  expiresAt: string;
}

/** POST /api/sign/check-password-auth-email: the reset page's guard (422 on uuid when the link is unusable). */
export const checkPasswordAuthEmail = (input: { uuid: string }) => apiCall<ResetLinkReply>('sign/check-password-auth-email', input);
