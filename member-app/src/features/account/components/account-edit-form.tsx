import { useState } from 'react';
import { Controller, get, type FieldErrors } from 'react-hook-form';
import { ACCOUNT_LIMITS, type Country } from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { FormField, fieldProps } from '../../../components/form-field';
import { InterestPicker } from '../../../components/interest-picker';
import { PhoneField } from '../../../components/phone-field';
import { failureMessage } from '../../../lib/failure-message';
import { fieldError, focusById } from '../../../lib/field-error';
import type { InterestGroup } from '../../../lib/interest-groups';
import type { Translate } from '../../../lib/messages';
import { applyServerErrors, useContractForm } from '../../../lib/use-contract-form';
import { editAccount, type AccountEditBody } from '../api/edit-account';
import { accountEditSchema, EDIT_FIELD_INPUTS, type AccountEditValues } from './account-edit-model';

interface AccountEditFormProps {
  t: Translate;
  initial: AccountEditValues;
  countries: Country[];
  interests: InterestGroup[];
}

/** My page's edit form (docs/product/accounts.md#my-page, docs/product/accounts.md#validation): telephone, mobile, department, position, interests; confirmed before saving. */
export function AccountEditForm({ t, initial, countries, interests }: AccountEditFormProps) {
  const form = useContractForm<AccountEditValues>(accountEditSchema, { defaultValues: initial, shouldFocusError: false });
  const { register, control, formState, clearErrors } = form;
  const err = (...paths: string[]) => fieldError(t, formState.errors, ...paths);
  const [pending, setPending] = useState<AccountEditBody | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'info' | 'error' }>({ text: '', tone: 'info' });
  const focusFirst = (has: (field: string) => boolean) => focusById(EDIT_FIELD_INPUTS.find(([field]) => has(field))?.[1]);

  const save = async () => {
    const body = pending!;
    setPending(null);
    try {
      await editAccount(body);
      form.reset(form.getValues());
      setNotice({ text: t('account.edit.saved'), tone: 'info' });
    } catch (error) {
      if (applyServerErrors(form, error)) return focusFirst((field) => Boolean(get(form.formState.errors, field)));
      setNotice({ text: failureMessage(error, t), tone: 'error' });
    }
  };

  const parts = (name: 'phoneParts' | 'mobileParts', target: string) =>
    [0, 1, 2].map((i) => register(`${name}.${i}`, { onChange: () => clearErrors(target as never) }));
  const phone = (kind: 'phone' | 'mobile') => (
    <Controller
      control={control}
      name={`${kind}CountryPk`}
      render={({ field }) => (
        <PhoneField
          id={`acc-${kind}`}
          label={t(`account.field.${kind}`)}
          required={kind === 'mobile'}
          error={err(`${kind}CountryPk`, `${kind}Num`)}
          errorOn={err(`${kind}CountryPk`) ? 'country' : 'number'}
          countries={countries}
          country={field.value}
          onCountryChange={field.onChange}
          parts={parts(`${kind}Parts`, `${kind}Num`)}
          t={t}
        />
      )}
    />
  );

  const onInvalid = (errors: FieldErrors<AccountEditValues>) => focusFirst((field) => Boolean(get(errors, field)));
  const onValid = (body: AccountEditValues) => {
    setNotice({ text: '', tone: 'info' });
    setPending(body as unknown as AccountEditBody);
  };

  return (
    <form className="account-edit" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} aria-labelledby="account-edit-title">
      <h2 id="account-edit-title" className="account__heading">
        {t('account.edit.title')}
      </h2>
      {phone('phone')}
      {phone('mobile')}
      <div className="account-edit__pair">
        {(['department', 'position'] as const).map((name) => (
          <FormField key={name} id={`acc-${name}`} label={t(`account.field.${name}`)} error={err(name)}>
            <input
              {...register(name)}
              {...fieldProps(`acc-${name}`, err(name))}
              className="input"
              maxLength={ACCOUNT_LIMITS.departmentMax}
            />
          </FormField>
        ))}
      </div>
      <Controller
        control={control}
        name="productCategoryPks"
        render={({ field }) => (
          <InterestPicker
            id="acc-interests"
            label={t('account.field.interests')}
            hint={t('account.field.interestsHint')}
            error={err('productCategoryPks')}
            groups={interests}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <FormAlert message={notice.text} tone={notice.tone} />
      <div className="form-actions">
        <button type="submit" className="btn btn--accent">
          {t('account.edit.submit')}
        </button>
      </div>
      <ConfirmDialog
        open={Boolean(pending)}
        message={t('account.edit.confirm')}
        confirmLabel={t('account.edit.submit')}
        cancelLabel={t('account.action.cancel')}
        onConfirm={save}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
