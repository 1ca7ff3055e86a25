import type { MemberStatus, RegistrationType, SignUpData } from '@portal/domain';
import { apiCall } from '../../../lib/api-client';

/** What POST /api/sign/up answers: what the 'check your e-mail' and the invitation result screens show. */
export interface SignUpReply {
  pk: number;
  email: string;
  type: RegistrationType;
  status: MemberStatus;
  partnerName: string;
  /** When the verification link expires (ISO); null for invitations, which need no verification mail. */
  validUntil: string | null;
  locale: string;
}

/** Registers a member (POST /api/sign/up); 422 carries field errors, 429 an `_` error. */
export function signUp(input: SignUpData): Promise<SignUpReply> {
  return apiCall<SignUpReply>('/api/sign/up', input);
}
