import type { z } from 'zod';
import type { changePasswordInput } from '@portal/domain';
import { call } from '../../../lib/api-client';

/** The signed-in password change body: current password, new password and its confirmation. */
export type ChangePasswordBody = z.output<typeof changePasswordInput>;

/**
 * Changes the signed-in member's password (POST /api/user/account/reset-password). The server then revokes
 * every session of the member, so the caller signs out here too.
 */
export function changePassword(body: ChangePasswordBody): Promise<{ pk: number }> {
  return call('accountResetPassword', body, { member: true });
}
