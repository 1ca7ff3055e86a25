import { describe, expect, it } from 'vitest';
import type { AccountShowReply } from '@portal/domain';
import { accountEditSchema, toEditValues } from './account-edit-model';

const account: AccountShowReply = {
  user: {
    ...{ pk: 1, email: 'a@kia.com', firstName: 'Ada', lastName: 'Lee', department: '', position: '', siteLang: 'ENG', vip: false },
    ...{ mobileNum: '010-1234-5678', phoneNum: '', mobileCountryPk: 410, phoneCountryPk: null },
  },
  country: null,
  partner: { globalName: 'kia', localName: 'Kia', englishName: 'Kia' },
  userProduct: { productCategoryPks: [8, 9] },
};

describe('my-page edit form', () => {
  it('starts from the account and splits the phone numbers', () => {
    expect(toEditValues(account)).toMatchObject({
      mobileParts: ['010', '1234', '5678'],
      phoneParts: ['', '', ''],
      productCategoryPks: [8, 9],
    });
  });

  it('sends phoneCountryPk null without a phone number', () => {
    const parsed = accountEditSchema.safeParse({ ...toEditValues(account), phoneCountryPk: 276 });
    expect(parsed.success && parsed.data).toMatchObject({
      phoneNum: '',
      phoneCountryPk: null,
      mobileNum: '010-1234-5678',
      mobileCountryPk: 410,
    });
  });

  it('asks for the mobile number, its country code and an interest', () => {
    const parsed = accountEditSchema.safeParse({
      ...toEditValues(account),
      mobileParts: ['010', '', ''],
      mobileCountryPk: null,
      productCategoryPks: [],
    });
    const fields = parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['mobileNum', 'mobileCountryPk', 'productCategoryPks']));
  });

  it('needs a country code for a phone number', () => {
    const parsed = accountEditSchema.safeParse({ ...toEditValues(account), phoneParts: ['02', '123', '4567'], phoneCountryPk: null });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'))).toContain('phoneCountryPk');
  });
});
