import { z } from './zod.js';
import { typeErrors } from './text.js';
import { LANG_SEGMENTS, SITE_LANGS } from './locales.js';
import { ACCOUNT_LIMITS } from './limits.js';

/**
 * The account calls' request bodies (docs/product/accounts.md#member-fields, docs/product/accounts.md#validation, docs/api.md#accounts), written once for the forms and the CMS.
 * Messages are message keys (locales/*.json). Where the spec gives two readings we build the one
 * docs/product/README.md#where-the-build-departs-from-the-source-spec names: password 8–16, country/department/position optional, maxlength 20 where nothing is said.
 */
const REGISTRATION_TYPES = [
  'GENERAL',
  'GENERAL_NEW_PARTNER',
  'GENERAL_NEW_DOMAIN',
  'INVITE',
  'INVITE_NEW_PARTNER',
  'INVITE_NEW_DOMAIN',
] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
export const MEMBER_STATUSES = ['EMAIL_PENDING', 'APPROVAL_PENDING', 'ACTIVE', 'WITHDRAWN'] as const;

/** 8–16 characters; a lowercase letter, a digit and one of ! @ # $ % ^ & * ? ; nothing else. */
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^&*?])[A-Za-z\d!@#$%^&*?]{8,16}$/;
/** Local part, at sign, domain, and a top-level domain of 2–3 letters (the spec's address pattern). */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;
const MOBILE_PATTERN = /^\d{3}-\d{3,4}-\d{4}$/;
const PHONE_PATTERN = /^\d{2,3}-\d{3,4}-\d{4}$/;
/** Partner English names: lowercase letters and digits only. */
const PARTNER_GLOBAL_NAME_PATTERN = /^[a-z0-9]+$/;
/**
 * A web address: a first character that starts a host, no spaces, a dot with two characters after it. Written so it
 * runs in linear time: the dot is looked for in a lookahead that never reaches for the end (`\S*\.\S{2,}$` tried the
 * end once per dot: a 64 KB `a.a.a...` with a space took 26 s; SECURITY.md, "Text fields").
 */
const URL_PATTERN = /^https?:\/\/(?=[^\s/$.?#]\S*\.\S{2})\S+$/i;
/**
 * Names take no control or format characters (newlines, tabs, bidi overrides, zero-width marks): a name is written
 * into our mails, and a newline in it would put the writer's own paragraphs inside a genuine mail (SECURITY.md).
 */
const NAME_PATTERN = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

const L = ACCOUNT_LIMITS;
const trimmed = (max: number, key = 'error.tooLong') => z.string(typeErrors(undefined, 'error.invalid')).trim().max(max, key);
const required = (max: number, requiredKey = 'error.required') => trimmed(max).min(1, requiredKey);
const optionalText = (max: number) =>
  trimmed(max)
    .optional()
    .nullable()
    .transform((v) => v || '');
/** A person's or company's name: required, at most `max`, no control characters. */
const name = (max: number) => required(max).regex(NAME_PATTERN, 'auth.error.nameCharacters');
const pk = z.coerce.number({ error: 'error.number' }).int('error.number').min(0, 'error.number');
const siteLang = z.enum(SITE_LANGS as [string, ...string[]], { error: 'error.invalid' });

const email = (max: number = L.loginEmailMax) =>
  z
    .string(typeErrors('auth.error.emailRequired', 'error.invalid'))
    .trim()
    .min(1, 'auth.error.emailRequired')
    .max(max, 'error.tooLong')
    .regex(EMAIL_PATTERN, 'auth.error.emailPattern')
    .transform((v) => v.toLowerCase());

const newPassword = z
  .string(typeErrors('auth.error.passwordRequired', 'error.invalid'))
  .min(1, 'auth.error.passwordRequired')
  .regex(PASSWORD_PATTERN, 'auth.error.passwordPattern');

/** A password the member already has (sign-in, the verification page): checked against the stored hash only. */
const currentPassword = z
  .string(typeErrors('auth.error.passwordRequired'))
  .min(1, 'auth.error.passwordRequired')
  .max(L.loginPasswordMax, 'error.tooLong');

export const signInInput = z.object({
  email: z
    .string(typeErrors('auth.error.emailRequired'))
    .trim()
    .min(1, 'auth.error.emailRequired')
    .max(L.loginEmailMax, 'error.tooLong')
    .transform((v) => v.toLowerCase()),
  password: currentPassword,
});
export type SignInInput = z.input<typeof signInInput>;

const newPartnerInput = z.object({
  pk: pk.optional().nullable(),
  globalName: required(L.partnerNameMax).regex(PARTNER_GLOBAL_NAME_PATTERN, 'auth.error.partnerGlobalName'),
  localName: name(L.partnerNameMax),
  url: required(L.partnerUrlMax).regex(URL_PATTERN, 'auth.error.url'),
});

/** docs/product/accounts.md#member-fields, docs/product/accounts.md#validation: with no telephone number the telephone's country is null, whatever the form had chosen. */
function withoutPhoneCountry<T extends { phoneNum: string; phoneCountryPk: number | null }>(v: T): T {
  return v.phoneNum ? v : { ...v, phoneCountryPk: null };
}

/** The registration body. Cross-field rules (partner, phone, consents) are checked in order after the fields. */
export const signUpInput = z
  .object({
    type: z.enum(REGISTRATION_TYPES, { error: 'error.invalid' }).default('GENERAL'),
    uuid: z.string().max(100).optional().nullable(),
    lastName: name(L.namePartMax),
    firstName: name(L.namePartMax),
    partnerPk: pk.nullable().default(0),
    newPartner: newPartnerInput.optional().nullable(),
    email: email(L.emailPartMax * 2 + 1).refine((v) => v.split('@').every((part) => part.length <= L.emailPartMax), 'error.tooLong'),
    password: newPassword,
    passwordConfirmation: z.string(typeErrors('auth.error.passwordRequired')).min(1, 'auth.error.passwordRequired'),
    phoneCountryPk: pk
      .nullable()
      .optional()
      .transform((v) => v || null),
    phoneNum: trimmed(16)
      .optional()
      .nullable()
      .transform((v) => v || ''),
    mobileCountryPk: pk.refine((v) => v > 0, 'auth.error.countryCode'),
    mobileNum: z.string(typeErrors('auth.error.mobile')).trim().regex(MOBILE_PATTERN, 'auth.error.mobile'),
    countryPk: pk
      .nullable()
      .optional()
      .transform((v) => v || null),
    department: optionalText(L.departmentMax),
    position: optionalText(L.departmentMax),
    siteLang: siteLang.default('ENG'),
    productCategories: z.array(pk, typeErrors('auth.error.productInterest')).min(1, 'auth.error.productInterest').max(50, 'error.tooMany'),
    agreementTermsOfService: z.boolean().default(false),
    agreementPrivacyPolicy: z.boolean().default(false),
    agreementMarketing: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const combined = `${v.lastName}${v.firstName}`.length;
    if (combined < L.realNameMin || combined > L.realNameMax)
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'auth.error.realName' });
    const newPartner = v.type.endsWith('NEW_PARTNER');
    if (newPartner && !v.newPartner) ctx.addIssue({ code: 'custom', path: ['newPartner', 'globalName'], message: 'error.required' });
    if (!newPartner && !v.partnerPk) ctx.addIssue({ code: 'custom', path: ['partnerPk'], message: 'auth.error.partnerRequired' });
    if (v.password !== v.passwordConfirmation)
      ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: 'auth.error.passwordMismatch' });
    if (v.phoneNum && !PHONE_PATTERN.test(v.phoneNum)) ctx.addIssue({ code: 'custom', path: ['phoneNum'], message: 'auth.error.phone' });
    if (v.phoneNum && !v.phoneCountryPk) ctx.addIssue({ code: 'custom', path: ['phoneCountryPk'], message: 'auth.error.countryCode' });
    if (!v.agreementTermsOfService || !v.agreementPrivacyPolicy)
      ctx.addIssue({ code: 'custom', path: ['agreementTermsOfService'], message: 'auth.error.agreements' });
    if (v.type.startsWith('INVITE') && !v.uuid) ctx.addIssue({ code: 'custom', path: ['uuid'], message: 'error.required' });
  })
  .transform(withoutPhoneCountry);
export type SignUpInput = z.input<typeof signUpInput>;
export type SignUpData = z.output<typeof signUpInput>;

/** The order the registration form checks and focuses fields in (docs/product/accounts.md#validation "checked in order"). */
export const SIGN_UP_FIELD_ORDER = [
  'lastName',
  'firstName',
  'partnerPk',
  'newPartner.globalName',
  'newPartner.localName',
  'newPartner.url',
  'email',
  'password',
  'passwordConfirmation',
  'phoneCountryPk',
  'phoneNum',
  'mobileCountryPk',
  'mobileNum',
  'countryPk',
  'department',
  'position',
  'productCategories',
  'agreementTermsOfService',
] as const;

export const findEmailInput = z.object({
  firstName: name(L.namePartMax),
  lastName: name(L.namePartMax),
  mobileCountryPk: pk.refine((v) => v > 0, 'auth.error.countryCode'),
  mobileNum: z.string(typeErrors('auth.error.mobile')).trim().regex(MOBILE_PATTERN, 'auth.error.mobile'),
});

/** The spec says 30 for this form's e-mail; we accept what sign-in accepts (100) so long addresses can recover. */
export const sendPasswordAuthEmailInput = z.object({ email: email(L.loginEmailMax) });
export const uuidInput = z.object({
  uuid: z.string(typeErrors('error.required')).trim().min(1, 'error.required').max(100, 'error.invalid'),
});
/**
 * The verification link plus the password chosen at sign-up: the link alone activates nothing, so a replacing
 * sign-up cannot have the owner switch on someone else's password (docs/product/accounts.md#verification-and-approval).
 */
export const checkAuthEmailInput = uuidInput.extend({
  password: currentPassword,
  type: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
});

const confirmation = z.string(typeErrors('auth.error.passwordRequired')).min(1, 'auth.error.passwordRequired');
export const resetPasswordInput = uuidInput
  .extend({ password: newPassword, checkPassword: confirmation })
  .refine((v) => v.password === v.checkPassword, { path: ['checkPassword'], message: 'auth.error.passwordMismatch' });

export const changePasswordInput = z
  .object({
    password: z
      .string(typeErrors('auth.error.passwordRequired'))
      .min(1, 'auth.error.passwordRequired')
      .max(L.loginPasswordMax, 'error.tooLong'),
    updatePassword: newPassword,
    checkPassword: confirmation,
  })
  .refine((v) => v.updatePassword === v.checkPassword, { path: ['checkPassword'], message: 'auth.error.passwordMismatch' });

export const accountEditInput = z
  .object({
    phoneNum: trimmed(16)
      .optional()
      .nullable()
      .transform((v) => v || ''),
    mobileNum: z
      .string(typeErrors('auth.error.mobile'))
      .trim()
      .min(L.myPageMobileMin, 'auth.error.mobile')
      .regex(MOBILE_PATTERN, 'auth.error.mobile'),
    phoneCountryPk: pk
      .nullable()
      .optional()
      .transform((v) => v || null),
    mobileCountryPk: pk.refine((v) => v > 0, 'auth.error.countryCode'),
    productCategoryPks: z.array(pk).min(1, 'auth.error.productInterest').max(50, 'error.tooMany'),
    department: optionalText(L.departmentMax),
    position: optionalText(L.departmentMax),
  })
  .superRefine((v, ctx) => {
    if (v.phoneNum && !PHONE_PATTERN.test(v.phoneNum)) ctx.addIssue({ code: 'custom', path: ['phoneNum'], message: 'auth.error.phone' });
    if (v.phoneNum && !v.phoneCountryPk) ctx.addIssue({ code: 'custom', path: ['phoneCountryPk'], message: 'auth.error.countryCode' });
  })
  .transform(withoutPhoneCountry);

export const showByDomainInput = z.object({ domain: required(100).transform((v) => v.toLowerCase().replace(/^.*@/, '')) });

// ---- Member administration in the staff workspace (docs/staff-workspace.md#member-administration) ----

/** A partner's e-mail domain: what follows the at sign of EMAIL_PATTERN, lowercased. */
const DOMAIN_PATTERN = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,3}$/;
const domain = required(100)
  .transform((v) => v.toLowerCase())
  .refine((v) => DOMAIN_PATTERN.test(v), 'staff.members.error.domain');
const STAFF_LIMITS = { rejectReasonMax: 500, partnerDomainsMax: 20, memberSearchMax: 100 } as const;

/** The reason an administrator gives for rejecting a registration; it is mailed to the member. */
export const staffRejectInput = z.object({ reason: required(STAFF_LIMITS.rejectReasonMax) });
/** An invitation from the admin: the address and the language of the mail and the registration page. */
export const staffInviteInput = z.object({
  email: email(),
  lang: z.enum(LANG_SEGMENTS as [string, ...string[]], { error: 'error.invalid' }),
});
export const staffVipInput = z.object({
  vip: z.boolean(typeErrors('error.required', 'error.invalid')),
});
/** A partner an administrator adds: the registration's new-partner fields, approved, with its domains. */
export const staffPartnerInput = newPartnerInput.omit({ pk: true }).extend({
  domains: z.array(domain).max(STAFF_LIMITS.partnerDomainsMax, 'error.tooMany').default([]),
});
export const staffDomainInput = z.object({ domain });
/** The member list's filters (query string): status, a text in the name, e-mail or company, the VIP flag. */
export const staffMemberFilter = z.object({
  status: z
    .enum(['', ...MEMBER_STATUSES], { error: 'error.invalid' })
    .optional()
    .transform((v) => v || undefined),
  q: trimmed(STAFF_LIMITS.memberSearchMax).optional(),
  vip: z
    .enum(['', 'true', 'false'], { error: 'error.invalid' })
    .optional()
    .transform((v) => (v ? v === 'true' : undefined)),
  page: z.coerce.number({ error: 'error.number' }).int('error.number').min(1, 'error.number').default(1),
});
export type StaffMemberFilter = z.output<typeof staffMemberFilter>;

/** What sign-in answers (docs/product/accounts.md#sign-in). */
export const signInReply = z.object({
  accessToken: z.string(),
  sessionToken: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  siteLang: z.string(),
  userProducts: z.array(z.object({ pk: z.number() })),
  /** Whether the member sees VIP items: the static lists ask again for them only then (docs/product/content.md#visibility). */
  vip: z.boolean(),
});
export type SignInReply = z.infer<typeof signInReply>;

/** What my page reads (docs/product/accounts.md#my-page). */
export const accountShowReply = z.object({
  user: z.object({
    pk: z.number(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    department: z.string(),
    position: z.string(),
    mobileNum: z.string(),
    phoneNum: z.string(),
    mobileCountryPk: z.number().nullable(),
    phoneCountryPk: z.number().nullable(),
    siteLang: z.string(),
    vip: z.boolean(),
  }),
  country: z.object({ pk: z.number(), code: z.string(), name: z.string() }).nullable(),
  partner: z.object({ globalName: z.string(), localName: z.string(), englishName: z.string() }).nullable(),
  userProduct: z.object({ productCategoryPks: z.array(z.number()) }),
});
export type AccountShowReply = z.infer<typeof accountShowReply>;

/** The registration's answer: the new (or replaced pending) member and until when its mailed link works. */
export const signUpReply = z.object({
  pk: z.number(),
  email: z.string(),
  type: z.enum(REGISTRATION_TYPES),
  status: z.enum(MEMBER_STATUSES),
  partnerName: z.string(),
  /** When the verification link expires (ISO); null for invitations, which need no verification mail. */
  validUntil: z.string().nullable(),
  locale: z.string(),
});
export type SignUpReply = z.infer<typeof signUpReply>;

/** The verification link's answer: active at once, or awaiting the partner's approval. */
export const checkAuthEmailReply = z.object({ type: z.enum(REGISTRATION_TYPES), status: z.enum(['ACTIVE', 'APPROVAL_PENDING']) });
export type CheckAuthEmailReply = z.infer<typeof checkAuthEmailReply>;

/** An e-mail address (masked by find-email). */
export const emailReply = z.object({ email: z.string() });
/** The reset link's answer: whose it is and until when it works. */
export const resetLinkReply = z.object({ email: z.string(), expiresAt: z.string() });
/** A new tab's session, with the VIP flag as it is now (the sign-in's may have changed since). */
export const sessionTokenReply = z.object({ sessionToken: z.string(), vip: z.boolean() });
export const signOutReply = z.object({ signedOut: z.literal(true) });
export const withdrawalReply = z.object({ withdrawn: z.literal(true) });
