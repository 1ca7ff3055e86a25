import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ACCOUNT_LIMITS, type Country } from '@portal/domain';
import { FormField, fieldProps } from '../../../components/form-field';
import { InterestPicker } from '../../../components/interest-picker';
import { PhoneField } from '../../../components/phone-field';
import { fieldError } from '../../../lib/field-error';
import type { InterestGroup } from '../../../lib/interest-groups';
import type { Translate } from '../../../lib/messages';
import type { RegistrationValues } from './registration-model';

interface ContactSectionProps {
  form: UseFormReturn<RegistrationValues>;
  t: Translate;
  countries: Country[];
  interests: InterestGroup[];
}

const MAX = ACCOUNT_LIMITS.departmentMax;

/** Telephone (optional) and mobile with country codes, country with the browser's time zone, job and interests. */
export function ContactSection({ form, t, countries, interests }: ContactSectionProps) {
  const { register, control, formState, clearErrors } = form;
  const err = (...paths: string[]) => fieldError(t, formState.errors, ...paths);
  const [timeZone, setTimeZone] = useState('');
  // Read in the browser only: the server-rendered markup has no time zone to match.
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''), []);
  const parts = (name: 'phoneParts' | 'mobileParts', target: string) =>
    [0, 1, 2].map((i) => register(`${name}.${i}`, { onChange: () => clearErrors(target as never) }));

  const phone = (kind: 'phone' | 'mobile') => {
    const countryName = kind === 'phone' ? 'phoneCountryPk' : 'mobileCountryPk';
    const numberError = err(`${kind}Num`);
    return (
      <Controller
        control={control}
        name={countryName}
        render={({ field }) => (
          <PhoneField
            id={`reg-${kind}`}
            label={t(`account.field.${kind}`)}
            required={kind === 'mobile'}
            error={err(countryName) || numberError}
            errorOn={err(countryName) ? 'country' : 'number'}
            countries={countries}
            country={field.value}
            onCountryChange={field.onChange}
            parts={parts(`${kind}Parts`, `${kind}Num`)}
            t={t}
          />
        )}
      />
    );
  };

  return (
    <fieldset className="registration__section">
      <legend className="registration__legend">{t('registry.section.contact')}</legend>
      {phone('phone')}
      {phone('mobile')}
      <FormField
        id="reg-country"
        label={t('account.field.country')}
        hint={timeZone && t('account.field.timeZone', { zone: timeZone })}
        error={err('countryPk')}
      >
        <select {...register('countryPk')} {...fieldProps('reg-country', err('countryPk'), Boolean(timeZone))} className="input">
          <option value="">{t('account.field.countrySelect')}</option>
          {countries.map((c) => (
            <option key={c.pk} value={c.pk}>
              {c.name}
            </option>
          ))}
        </select>
      </FormField>
      <div className="registration__pair">
        {(['department', 'position'] as const).map((name) => (
          <FormField key={name} id={`reg-${name}`} label={t(`account.field.${name}`)} error={err(name)}>
            <input {...register(name)} {...fieldProps(`reg-${name}`, err(name))} className="input" maxLength={MAX} />
          </FormField>
        ))}
      </div>
      <Controller
        control={control}
        name="productCategories"
        render={({ field }) => (
          <InterestPicker
            id="reg-interests"
            label={t('account.field.interests')}
            hint={t('account.field.interestsHint')}
            error={err('productCategories')}
            groups={interests}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </fieldset>
  );
}
