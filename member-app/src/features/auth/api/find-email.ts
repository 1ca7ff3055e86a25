import { z } from 'zod';
import { findEmailInput, joinPhone } from '@portal/domain';
import { call } from '../../../lib/api-client';

/** The find-e-mail body after the contract has checked it. */
export type FindEmailInput = z.output<typeof findEmailInput>;

/**
 * The form's contract, loaded with the call (the sign-in page arrives without zod): the three mobile inputs are
 * joined into the contract's mobileNum before the contract checks the body.
 */
export const findEmailForm = z.preprocess((v) => {
  const values = v as { mobile1: string; mobile2: string; mobile3: string };
  return { ...values, mobileNum: joinPhone([values.mobile1, values.mobile2, values.mobile3]) };
}, findEmailInput);

/** POST /api/sign/find-email: the masked e-mail of the member with this name and mobile (422 on firstName when none). */
export const findEmail = (input: FindEmailInput) => call('findEmail', input);
