import { call } from '../../../lib/api-client';

/** POST /api/sign/check-password-auth-email: the reset page's guard (422 on uuid when the link is unusable). */
export const checkPasswordAuthEmail = (input: { uuid: string }) => call('checkPasswordAuthEmail', input);
