import { z } from 'zod';
import { joinPhone, signUpInput, SIGN_UP_FIELD_ORDER, type RegistrationType, type SignUpInput, type Partner } from '@portal/domain';

/** The partner select's 'direct input' value (-1, as in the invitation flow of the spec). */
export const DIRECT_INPUT = '-1';
/** The domain select's 'own domain' value. */
export const OWN_DOMAIN = '*';

/** The registration form as the inputs hold it; `toSignUpBody` turns it into the contract's body. */
export interface RegistrationValues {
  lastName: string;
  firstName: string;
  partnerChoice: string;
  newPartner: { globalName: string; localName: string; url: string };
  emailLocal: string;
  emailDomain: string;
  ownDomain: string;
  password: string;
  passwordConfirmation: string;
  phoneCountryPk: number | null;
  phoneParts: string[];
  mobileCountryPk: number | null;
  mobileParts: string[];
  countryPk: string;
  department: string;
  position: string;
  productCategories: number[];
  agreementTermsOfService: boolean;
  agreementPrivacyPolicy: boolean;
  agreementMarketing: boolean;
}

/** An invitation link's query: the e-mail is fixed and the link's uuid goes with the body. */
export interface Invitation {
  email: string;
  uuid: string;
  type: string;
}

export interface RegistrationContext {
  partners: Partner[];
  invitation: Invitation | null;
  siteLang: string;
}

/** A blank form. */
export const EMPTY_VALUES: RegistrationValues = {
  lastName: '',
  firstName: '',
  partnerChoice: '',
  newPartner: { globalName: '', localName: '', url: '' },
  emailLocal: '',
  emailDomain: '',
  ownDomain: '',
  password: '',
  passwordConfirmation: '',
  phoneCountryPk: null,
  phoneParts: ['', '', ''],
  mobileCountryPk: null,
  mobileParts: ['', '', ''],
  countryPk: '',
  department: '',
  position: '',
  productCategories: [],
  agreementTermsOfService: false,
  agreementPrivacyPolicy: false,
  agreementMarketing: false,
};

const domainOf = (email: string) => email.split('@')[1]?.toLowerCase() ?? '';

/**
 * The registration type (docs/product/accounts.md#states-and-transitions): direct input makes a new partner, an e-mail domain the chosen
 * partner does not list makes a new domain, anything else is the plain type; INVITE_* in the invitation flow.
 */
export function registrationType(values: RegistrationValues, context: RegistrationContext): RegistrationType {
  const base = context.invitation ? 'INVITE' : 'GENERAL';
  if (values.partnerChoice === DIRECT_INPUT) return `${base}_NEW_PARTNER`;
  const partner = context.partners.find((p) => String(p.pk) === values.partnerChoice);
  const own = context.invitation
    ? Boolean(partner && !partner.domains.some((d) => d.domain.toLowerCase() === domainOf(context.invitation!.email)))
    : values.emailDomain === OWN_DOMAIN;
  return own ? `${base}_NEW_DOMAIN` : base;
}

/** The e-mail the form stands for: the invitation's, or the local part and the chosen or typed domain. */
function composeEmail(values: RegistrationValues, context: RegistrationContext): string {
  if (context.invitation) return context.invitation.email;
  const typed = values.partnerChoice === DIRECT_INPUT || values.emailDomain === OWN_DOMAIN;
  const domain = (typed ? values.ownDomain : values.emailDomain).trim();
  const local = values.emailLocal.trim();
  return local && domain ? `${local}@${domain}` : '';
}

/** The POST /api/sign/up body for the form's values (validated afterwards by the contract's signUpInput). */
export function toSignUpBody(values: RegistrationValues, context: RegistrationContext): SignUpInput {
  const type = registrationType(values, context);
  const direct = values.partnerChoice === DIRECT_INPUT;
  const { partnerChoice, newPartner, phoneParts, mobileParts, emailLocal: _l, emailDomain: _d, ownDomain: _o, ...rest } = values;
  return {
    ...rest,
    type,
    uuid: context.invitation?.uuid ?? null,
    partnerPk: direct ? null : Number(partnerChoice) || 0,
    newPartner: direct ? newPartner : null,
    email: composeEmail(values, context),
    phoneNum: joinPhone(phoneParts),
    // docs/product/accounts.md#validation: phoneCountryPk is sent as null when the telephone is empty.
    phoneCountryPk: joinPhone(phoneParts) ? values.phoneCountryPk : null,
    mobileNum: joinPhone(mobileParts),
    mobileCountryPk: values.mobileCountryPk ?? 0,
    countryPk: Number(values.countryPk) || null,
    siteLang: context.siteLang,
  };
}

/** The form's resolver schema: the composed body checked by the contract, so both sides apply the same rules. */
export const registrationSchema = (context: RegistrationContext) =>
  z.preprocess((values) => toSignUpBody(values as RegistrationValues, context), signUpInput);

/** The first field, in the order the spec checks them, for which `has` is true (English asks first names first). */
export function firstInvalid(has: (path: string) => boolean, nameFirst: boolean): string | undefined {
  const order: string[] = [...SIGN_UP_FIELD_ORDER];
  if (nameFirst) order.splice(0, 2, 'firstName', 'lastName');
  return order.find(has);
}
