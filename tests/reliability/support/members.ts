/** Members in states the reliability tests need that a person reaches only by waiting (awaiting approval). */
import { expect } from 'vitest';
import { registerAndVerify, registration } from '../../support/kit';
import { memberRow } from './tokens';

/** A member whose e-mail is verified but whose new partner awaits approval (APPROVAL_PENDING). */
export async function pendingMember() {
  const body = await registration({
    type: 'GENERAL_NEW_PARTNER',
    partnerPk: null,
    newPartner: { globalName: `co${Date.now().toString(36)}`, localName: 'Pending Co', url: 'https://pending.example.com' },
  });
  body.email = `p.${Date.now().toString(36)}@pending${Date.now().toString(36)}.com`;
  await registerAndVerify(body);
  const row = memberRow(body.email);
  expect(row.status).toBe('APPROVAL_PENDING');
  return { ...row, email: body.email as string };
}
