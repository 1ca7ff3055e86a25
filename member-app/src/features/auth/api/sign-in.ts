import type { SignInInput } from '@portal/domain';
import { call } from '../../../lib/api-client';

/** The form's contract, loaded with the call (the sign-in page arrives without zod). */
export { signInInput } from '@portal/domain';

/** POST /api/sign/in: the tokens and the member's name (422 wrong credentials, 423 account not active, 429). */
export const signIn = (input: SignInInput) => call('signIn', input);
