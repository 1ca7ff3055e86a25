import type { SignUpData, SignUpReply } from '@portal/domain';
import { call } from '../../../lib/api-client';

/** What POST /api/sign/up answers: what the 'check your e-mail' and the invitation result screens show. */
export type { SignUpReply };

/** Registers a member (POST /api/sign/up); 422 carries field errors, 429 an `_` error. */
export function signUp(input: SignUpData): Promise<SignUpReply> {
  return call('signUp', input);
}
