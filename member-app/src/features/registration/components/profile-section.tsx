import type { UseFormReturn } from 'react-hook-form';
import { ACCOUNT_LIMITS, formatCompanyName, sortByCompanyName, type Locale, type Partner } from '@portal/domain';
import { FormField, fieldProps } from '../../../components/form-field';
import { fieldError } from '../../../lib/field-error';
import type { Translate } from '../../../lib/messages';
import { EmailFields } from './email-fields';
import { DIRECT_INPUT, type Invitation, type RegistrationValues } from './registration-model';

interface ProfileSectionProps {
  form: UseFormReturn<RegistrationValues>;
  t: Translate;
  /** The page language: how a company is named and the list ordered. */
  locale: Locale;
  partners: Partner[];
  invitation: Invitation | null;
  /** English asks for the first name first; the other languages for the last name first. */
  nameFirst: boolean;
}

const L = ACCOUNT_LIMITS;
/** Name, company (listed or typed: local and English name, URL), business e-mail and password. */
export function ProfileSection({ form, t, locale, partners, invitation, nameFirst }: ProfileSectionProps) {
  // Named as the page's language names a company ("Hyundai Motor (현대자동차)"), never by the lowercase short name,
  // and sorted by that name (docs/product/accounts.md#company-names).
  const listed = sortByCompanyName(partners, locale);
  const { register, formState, watch, setValue, clearErrors } = form;
  const errors = formState.errors;
  const err = (...paths: string[]) => fieldError(t, errors, ...paths);
  const direct = watch('partnerChoice') === DIRECT_INPUT;
  const names = (['lastName', 'firstName'] as const).slice();
  if (nameFirst) names.reverse();

  const partnerField = register('partnerChoice', {
    onChange: () => {
      setValue('emailDomain', '');
      clearErrors(['partnerPk', 'email'] as never);
    },
  });

  return (
    <fieldset className="registration__section">
      <legend className="registration__legend">{t('registry.section.profile')}</legend>
      <FormField id={`reg-${names[0]}`} label={t('registry.name')} group required error={err(...names)}>
        {names.map((name) => (
          <input
            key={name}
            {...register(name)}
            {...fieldProps(`reg-${name}`, err(name))}
            aria-describedby={err(...names) ? `reg-${names[0]}-error` : undefined}
            className="input"
            maxLength={L.namePartMax}
            autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
            aria-label={t(`registry.${name}`)}
            placeholder={t(`registry.${name}`)}
            aria-required
          />
        ))}
      </FormField>
      <FormField id="reg-partner" label={t('registry.company')} required error={err('partnerPk')}>
        <select {...partnerField} {...fieldProps('reg-partner', err('partnerPk'))} className="input" aria-required>
          <option value="">{t('registry.company.select')}</option>
          {listed.map((p) => (
            <option key={p.pk} value={p.pk}>
              {formatCompanyName(p, locale)}
            </option>
          ))}
          <option value={DIRECT_INPUT}>{t('registry.company.direct')}</option>
        </select>
      </FormField>
      {direct &&
        (['localName', 'globalName', 'url'] as const).map((part) => (
          <FormField
            key={part}
            id={`reg-${part}`}
            label={t(`registry.company.${part}`)}
            required
            hint={part === 'globalName' ? t('registry.company.globalNameHint') : undefined}
            error={err(`newPartner.${part}`)}
          >
            <input
              {...register(`newPartner.${part}`)}
              {...fieldProps(`reg-${part}`, err(`newPartner.${part}`), part === 'globalName')}
              className="input"
              type={part === 'url' ? 'url' : 'text'}
              maxLength={part === 'url' ? L.partnerUrlMax : L.partnerNameMax}
              placeholder={part === 'url' ? 'https://' : undefined}
              autoCapitalize={part === 'globalName' ? 'none' : undefined}
              aria-required
            />
          </FormField>
        ))}
      <EmailFields form={form} t={t} partners={partners} invitation={invitation} />
      {(['password', 'passwordConfirmation'] as const).map((name) => (
        <FormField
          key={name}
          id={`reg-${name}`}
          label={t(`registry.${name}`)}
          required
          hint={name === 'password' ? t('registry.passwordHint') : undefined}
          error={err(name)}
        >
          <input
            {...register(name)}
            {...fieldProps(`reg-${name}`, err(name), name === 'password')}
            className="input"
            type="password"
            maxLength={L.passwordMax}
            autoComplete="new-password"
            aria-required
          />
        </FormField>
      ))}
    </fieldset>
  );
}
