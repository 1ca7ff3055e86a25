import type { z } from 'zod';
import type { findEmailInput } from '@portal/domain';
import { call } from '../../../lib/api-client';

/** The find-e-mail body after the contract has checked it. */
export type FindEmailInput = z.output<typeof findEmailInput>;

/** POST /api/sign/find-email: the masked e-mail of the member with this name and mobile (422 on firstName when none). */
export const findEmail = (input: FindEmailInput) => call('findEmail', input);
