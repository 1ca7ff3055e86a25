import { describe, expect, it } from 'vitest';
import { signUpInput, type Partner } from '@portal/domain';
import {
  DIRECT_INPUT,
  EMPTY_VALUES,
  OWN_DOMAIN,
  firstInvalid,
  registrationType,
  toSignUpBody,
  type RegistrationContext,
} from './registration-model';

const partners: Partner[] = [
  { pk: 2, globalName: 'kia', localName: 'Kia', englishName: 'Kia', url: 'https://kia.com', domains: [{ domain: 'kia.com' }] },
];
const general: RegistrationContext = { partners, invitation: null, siteLang: 'KOR' };
const invited: RegistrationContext = { partners, invitation: { email: 'jo@kia.com', uuid: 'u1', type: 'INVITE' }, siteLang: 'ENG' };
const filled = {
  ...EMPTY_VALUES,
  lastName: 'Kim',
  firstName: 'Minsu',
  partnerChoice: '2',
  emailLocal: 'minsu',
  emailDomain: 'kia.com',
  password: 'abc123!x',
  passwordConfirmation: 'abc123!x',
  mobileCountryPk: 410,
  mobileParts: ['010', '1234', '5678'],
  productCategories: [8],
  agreementTermsOfService: true,
  agreementPrivacyPolicy: true,
};

describe('registration type (docs/product/accounts.md#states-and-transitions)', () => {
  it('is GENERAL for a listed partner and domain, NEW_PARTNER for direct input, NEW_DOMAIN for an own domain', () => {
    expect(registrationType(filled, general)).toBe('GENERAL');
    expect(registrationType({ ...filled, partnerChoice: DIRECT_INPUT }, general)).toBe('GENERAL_NEW_PARTNER');
    expect(registrationType({ ...filled, emailDomain: OWN_DOMAIN }, general)).toBe('GENERAL_NEW_DOMAIN');
  });

  it('uses the INVITE types in the invitation flow, with the domain of the invited e-mail', () => {
    expect(registrationType(filled, invited)).toBe('INVITE');
    expect(registrationType({ ...filled, partnerChoice: DIRECT_INPUT }, invited)).toBe('INVITE_NEW_PARTNER');
    const other: RegistrationContext = { ...invited, invitation: { ...invited.invitation!, email: 'jo@kia-europe.de' } };
    expect(registrationType(filled, other)).toBe('INVITE_NEW_DOMAIN');
  });
});

describe('the sign-up body', () => {
  it('joins the e-mail and phone parts and passes the contract', () => {
    const body = toSignUpBody(filled, general);
    expect(body).toMatchObject({
      email: 'minsu@kia.com',
      mobileNum: '010-1234-5678',
      phoneNum: '',
      partnerPk: 2,
      newPartner: null,
      siteLang: 'KOR',
    });
    expect(signUpInput.safeParse(body).success).toBe(true);
  });

  it('sends and keeps phoneCountryPk null when the telephone is empty (issue 17 item 7)', () => {
    const body = toSignUpBody({ ...filled, phoneCountryPk: 410 }, general);
    expect(body.phoneCountryPk).toBeNull();
    const parsed = signUpInput.parse({ ...body, phoneCountryPk: 410 });
    expect(parsed.phoneCountryPk).toBeNull();
    const withPhone = toSignUpBody({ ...filled, phoneCountryPk: 410, phoneParts: ['02', '555', '1234'] }, general);
    expect(signUpInput.parse(withPhone).phoneCountryPk).toBe(410);
  });

  it('sends a new partner with partnerPk null and the typed domain', () => {
    const values = {
      ...filled,
      partnerChoice: DIRECT_INPUT,
      ownDomain: 'newco.com',
      newPartner: { globalName: 'newco', localName: 'New', url: 'https://newco.com' },
    };
    const body = toSignUpBody(values, general);
    expect(body).toMatchObject({ type: 'GENERAL_NEW_PARTNER', partnerPk: null, email: 'minsu@newco.com', newPartner: values.newPartner });
    expect(signUpInput.safeParse(body).success).toBe(true);
  });

  it('keeps the invited e-mail and the link uuid', () => {
    expect(toSignUpBody({ ...filled, emailLocal: 'other' }, invited)).toMatchObject({ email: 'jo@kia.com', uuid: 'u1', type: 'INVITE' });
  });

  it('leaves the e-mail empty while a part is missing', () => {
    expect(toSignUpBody({ ...filled, emailDomain: '' }, general).email).toBe('');
  });
});

describe('first invalid field', () => {
  it('follows the spec order, first name first where names are written first-name-first', () => {
    const errors = new Set(['email', 'lastName', 'firstName', 'mobileNum']);
    expect(firstInvalid((p) => errors.has(p), false)).toBe('lastName');
    expect(firstInvalid((p) => errors.has(p), true)).toBe('firstName');
    expect(firstInvalid(() => false, false)).toBeUndefined();
  });
});
