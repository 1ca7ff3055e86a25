import { call } from '../../../lib/api-client';

/** POST /api/sign/send-password-auth-email: mails a reset link and answers the address it went to (422 on email). */
export const sendPasswordAuthEmail = (input: { email: string }) => call('sendPasswordAuthEmail', input);
