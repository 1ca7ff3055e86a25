import { call } from '../../../lib/api-client';

/** Withdraws the signed-in member's membership (POST /api/sign/withdrawal); the caller then ends the session. */
export function withdraw(): Promise<unknown> {
  return call('withdrawal', {}, { member: true });
}
