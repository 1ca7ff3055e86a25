import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { ACCOUNT_LIMITS, localeBySegment } from '@portal/domain';
import type { FindEmailInput } from '../api/find-email';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { PhoneField } from '../../../components/phone-field';
import { failureMessage, isFieldFailure } from '../../../lib/failure-message';
import { fieldError, focusById } from '../../../lib/field-error';
import { loadCountries } from '../../../lib/country-list';
import type { Translate } from '../../../lib/messages';
import { useLoad } from '../../../lib/use-load';
import { applyServerErrors, useContractForm } from '../../../lib/use-contract-form';
import { $lang } from '../../../stores/ui';

interface FindEmailValues {
  firstName: string;
  lastName: string;
  mobileCountryPk: number;
  mobile1: string;
  mobile2: string;
  mobile3: string;
}

// The contract and the call load on first use: the sign-in page arrives without zod (docs/architecture.md#the-shape).
const api = () => import('../api/find-email');
const schema = () => api().then((m) => m.findEmailForm);
const findEmail = async (body: FindEmailInput) => (await api()).findEmail(body);

type NameField = 'firstName' | 'lastName';
const NAME_LABELS: Record<NameField, string> = { firstName: 'auth.find.firstName', lastName: 'auth.find.lastName' };
const AUTOCOMPLETE: Record<NameField, string> = { firstName: 'given-name', lastName: 'family-name' };

/** Find-e-mail tab (docs/product/accounts.md#recovery, docs/product/accounts.md#validation): first and last name, country code and a three-part mobile number. */
export function FindEmailForm({ t, onFound }: { t: Translate; onFound: (email: string) => void }) {
  const id = useId();
  const ids = { firstName: `${id}-first`, lastName: `${id}-last`, mobileCountryPk: `${id}-mobile`, mobileNum: `${id}-mobile-1` };
  const countries = useLoad(loadCountries).data ?? [];
  const form = useContractForm<FindEmailValues>(schema, {
    defaultValues: { firstName: '', lastName: '', mobileCountryPk: 0, mobile1: '', mobile2: '', mobile3: '' },
    shouldFocusError: false,
  });
  const [alert, setAlert] = useState('');
  const { errors, isSubmitting } = form.formState;
  // Names in the locale's order (docs/product/frame.md#locales-and-names); fields are checked and focused in the order they are shown.
  const names: NameField[] =
    localeBySegment(useStore($lang))?.nameOrder === 'last-first' ? ['lastName', 'firstName'] : ['firstName', 'lastName'];
  const order = [...names, 'mobileCountryPk', 'mobileNum'] as const;
  const focusFirst = (has: (field: string) => boolean) => focusById(ids[order.find(has) ?? names[0]]);

  const submit = form.handleSubmit(
    async (values) => {
      setAlert('');
      try {
        onFound((await findEmail(values as unknown as FindEmailInput)).email);
      } catch (error) {
        if (isFieldFailure(error) && applyServerErrors(form, error)) return focusFirst((field) => field in error.fieldErrors);
        setAlert(failureMessage(error, t));
      }
    },
    (invalid) => focusFirst((field) => field in invalid),
  );

  const error = (field: string) => fieldError(t, errors, field);
  const mobileError = error('mobileCountryPk') || error('mobileNum');
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <p className="auth-lead">{t('auth.find.emailLead')}</p>
      <div className="auth-form__pair">
        {names.map((name) => (
          <TextField
            key={name}
            form={form}
            name={name}
            id={ids[name]}
            label={t(NAME_LABELS[name])}
            required
            error={error(name)}
            autoComplete={AUTOCOMPLETE[name]}
            maxLength={ACCOUNT_LIMITS.namePartMax}
          />
        ))}
      </div>
      <PhoneField
        id={ids.mobileCountryPk}
        label={t('auth.find.mobile')}
        required
        error={mobileError}
        errorOn={error('mobileCountryPk') ? 'country' : 'number'}
        countries={countries}
        country={form.watch('mobileCountryPk')}
        onCountryChange={(pk) => form.setValue('mobileCountryPk', pk ?? 0, { shouldValidate: form.formState.isSubmitted })}
        parts={[form.register('mobile1'), form.register('mobile2'), form.register('mobile3')]}
        t={t}
      />
      <FormAlert message={alert} />
      <button type="submit" className="btn btn--accent auth-form__submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {t('auth.find.submitEmail')}
      </button>
    </form>
  );
}
