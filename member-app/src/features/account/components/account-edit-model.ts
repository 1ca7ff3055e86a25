import { z } from 'zod';
import { accountEditInput, joinPhone, splitPhone, type AccountShowReply } from '@portal/domain';

/** The my-page edit form as its inputs hold it (phone numbers in three parts). */
export interface AccountEditValues {
  phoneCountryPk: number | null;
  phoneParts: string[];
  mobileCountryPk: number | null;
  mobileParts: string[];
  department: string;
  position: string;
  productCategoryPks: number[];
}

/** The form's first values, from what /api/user/account/show answered. */
export function toEditValues(account: AccountShowReply): AccountEditValues {
  const { user } = account;
  return {
    phoneCountryPk: user.phoneCountryPk,
    phoneParts: splitPhone(user.phoneNum),
    mobileCountryPk: user.mobileCountryPk,
    mobileParts: splitPhone(user.mobileNum),
    department: user.department ?? '',
    position: user.position ?? '',
    productCategoryPks: account.userProduct?.productCategoryPks ?? [],
  };
}

/** The edit body the form's values stand for, checked afterwards by the contract's accountEditInput. */
function toEditBody(values: AccountEditValues) {
  const phoneNum = joinPhone(values.phoneParts);
  return {
    phoneNum,
    mobileNum: joinPhone(values.mobileParts),
    // docs/product/accounts.md#member-fields: phoneCountryPk is null when there is no phone number, mobileCountryPk 0 when none is chosen.
    phoneCountryPk: phoneNum ? values.phoneCountryPk : null,
    mobileCountryPk: values.mobileCountryPk ?? 0,
    productCategoryPks: values.productCategoryPks,
    department: values.department,
    position: values.position,
  };
}

/** The form's resolver schema: the composed body checked by the same contract the server applies. */
export const accountEditSchema = z.preprocess((values) => toEditBody(values as AccountEditValues), accountEditInput);

/** The body's fields in the order of the form, each with the input to focus when it is invalid. */
export const EDIT_FIELD_INPUTS: [field: string, inputId: string][] = [
  ['phoneCountryPk', 'acc-phone'],
  ['phoneNum', 'acc-phone-1'],
  ['mobileCountryPk', 'acc-mobile'],
  ['mobileNum', 'acc-mobile-1'],
  ['department', 'acc-department'],
  ['position', 'acc-position'],
  ['productCategoryPks', 'acc-interests'],
];
