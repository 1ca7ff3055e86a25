import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ACCOUNT_LIMITS, type Partner } from '@portal/domain';
import { FormField, fieldProps } from '../../../components/form-field';
import { fieldError } from '../../../lib/field-error';
import type { Translate } from '../../../lib/messages';
import { DIRECT_INPUT, OWN_DOMAIN, type Invitation, type RegistrationValues } from './registration-model';

interface EmailFieldsProps {
  form: UseFormReturn<RegistrationValues>;
  t: Translate;
  partners: Partner[];
  invitation: Invitation | null;
}

const MAX = ACCOUNT_LIMITS.emailPartMax;

/**
 * The business e-mail: a local part and a domain, chosen from the selected partner's domains or typed ('own
 * domain', or any domain for a new partner). An invitation fixes the whole address.
 */
export function EmailFields({ form, t, partners, invitation }: EmailFieldsProps) {
  const { register, watch, setValue, getValues, clearErrors, formState } = form;
  const error = fieldError(t, formState.errors, 'email');
  const clearEmail = { onChange: () => clearErrors('email' as never) };
  const choice = watch('partnerChoice');
  const partner = partners.find((p) => String(p.pk) === choice);
  const typed = choice === DIRECT_INPUT || watch('emailDomain') === OWN_DOMAIN;
  // A partner with a single domain has it chosen (once its option is rendered: hence an effect).
  useEffect(() => {
    if (partner?.domains.length === 1 && !getValues('emailDomain')) setValue('emailDomain', partner.domains[0].domain);
  }, [partner, getValues, setValue]);
  // All three inputs point at the field's one hint and error.
  const a11y = (id: string) => ({ ...fieldProps('reg-email', error, !choice), id });

  if (invitation) {
    return (
      <FormField id="reg-email" label={t('registry.email')} hint={t('registry.email.fixed')} error={error}>
        <input {...fieldProps('reg-email', error, true)} className="input" type="email" value={invitation.email} readOnly />
      </FormField>
    );
  }
  return (
    <FormField
      id="reg-email"
      label={t('registry.email')}
      group
      required
      hint={!choice ? t('registry.email.companyFirst') : undefined}
      error={error}
    >
      <input
        {...register('emailLocal', clearEmail)}
        {...a11y('reg-email')}
        className="input"
        maxLength={MAX}
        autoCapitalize="none"
        spellCheck={false}
        aria-label={t('registry.email.local')}
        placeholder={t('registry.email.local')}
        aria-required
      />
      <span className="field__sep" aria-hidden="true">
        @
      </span>
      {choice !== DIRECT_INPUT && (
        <select
          {...register('emailDomain', clearEmail)}
          {...a11y('reg-emailDomain')}
          className="input"
          aria-label={t('registry.email.domain')}
          disabled={!choice}
        >
          <option value="">{t('registry.email.domainSelect')}</option>
          {partner?.domains.map((d) => (
            <option key={d.domain} value={d.domain}>
              {d.domain}
            </option>
          ))}
          <option value={OWN_DOMAIN}>{t('registry.email.ownDomain')}</option>
        </select>
      )}
      {typed && (
        <input
          {...register('ownDomain', clearEmail)}
          {...a11y('reg-ownDomain')}
          className="input"
          maxLength={MAX}
          autoCapitalize="none"
          spellCheck={false}
          aria-label={t('registry.email.ownDomainInput')}
          placeholder={t('registry.email.ownDomainInput')}
        />
      )}
    </FormField>
  );
}
