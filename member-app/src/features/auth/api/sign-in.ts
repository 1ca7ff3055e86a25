import type { SignInInput } from '@portal/domain';
import { call } from '../../../lib/api-client';

/** POST /api/sign/in: the tokens and the member's name (422 wrong credentials, 423 account not active, 429). */
export const signIn = (input: SignInInput) => call('signIn', input);
