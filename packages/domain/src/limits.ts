/**
 * The account fields' limits (docs/product/accounts.md#validation), apart from the schemas that use them: a form shows
 * them (maxlength) without loading zod, which the sign-in page loads only when a form is checked.
 */
export const ACCOUNT_LIMITS = {
  passwordMin: 8,
  passwordMax: 16,
  namePartMax: 30,
  realNameMin: 2,
  realNameMax: 30,
  partnerNameMax: 30,
  partnerUrlMax: 100,
  emailPartMax: 50,
  loginEmailMax: 100,
  loginPasswordMax: 30,
  phonePartMax: 4,
  myPageMobileMin: 11,
  departmentMax: 30,
  inputDefaultMax: 20,
  verifyDays: 30,
  resetHours: 24,
} as const;

/** docs/product/accounts.md#validation "Input default": an input whose limit the spec does not state takes 20 characters. */
export const DEFAULT_INPUT_MAX = 20;
