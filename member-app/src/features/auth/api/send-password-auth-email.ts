import { call } from '../../../lib/api-client';

/** The form's contract, loaded with the call (the sign-in page arrives without zod). */
export { sendPasswordAuthEmailInput } from '@portal/domain';

/** POST /api/sign/send-password-auth-email: mails a reset link and answers the address it went to (422 on email). */
export const sendPasswordAuthEmail = (input: { email: string }) => call('sendPasswordAuthEmail', input);
