import { call } from '../../../lib/api-client';

/**
 * POST /api/sign/out: revokes every session of the member. An expired session needs no dialog here: the caller
 * ends the local session whatever the answer.
 */
export const signOut = () => call('signOut', {}, { member: true, promptOnExpiry: false });
