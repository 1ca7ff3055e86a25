import type { z } from 'zod';
import type { resetPasswordInput } from '@portal/domain';
import { call } from '../../../lib/api-client';

/** The reset-by-link body after the contract has checked it. */
export type ResetPasswordInput = z.output<typeof resetPasswordInput>;

/** POST /api/sign/reset-password: sets the new password once per link and answers the member's pk. */
export const resetPassword = (input: ResetPasswordInput) => call('resetPassword', input);
