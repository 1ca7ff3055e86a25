import type { z } from 'zod';
import type { accountEditInput } from '@portal/domain';
import { call } from '../../../lib/api-client';

/** The my-page edit body after the contract's checks (phone numbers joined, empty phone country null). */
export type AccountEditBody = z.output<typeof accountEditInput>;

/** Saves the member's contact details and interests (POST /api/user/account/edit); 422 carries field errors. */
export function editAccount(body: AccountEditBody): Promise<{ pk: number }> {
  return call('accountEdit', body, { member: true });
}
