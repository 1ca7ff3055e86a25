import { useMemo, useState } from 'react';
import { get, type FieldErrors } from 'react-hook-form';
import { type SignUpData, type Country, type Partner, localeBySegment, type LangSegment } from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiFailure } from '../../../lib/api-failure';
import { failureMessage } from '../../../lib/failure-message';
import { focusById } from '../../../lib/field-error';
import { goTo } from '../../../lib/island';
import type { InterestGroup } from '../../../lib/interest-groups';
import type { Translate } from '../../../lib/messages';
import { applyServerErrors, useContractForm } from '../../../lib/use-contract-form';
import { signUp, type SignUpReply } from '../api/sign-up';
import { ConsentSection } from './consent-section';
import { ContactSection } from './contact-section';
import { ProfileSection } from './profile-section';
import { EMPTY_VALUES, firstInvalid, registrationSchema, type Invitation, type RegistrationValues } from './registration-model';

/** The input to focus for a field of the contract's body, where its id is not simply `reg-<field>`. */
const FIELD_IDS: Record<string, string> = {
  partnerPk: 'reg-partner',
  'newPartner.globalName': 'reg-globalName',
  'newPartner.localName': 'reg-localName',
  'newPartner.url': 'reg-url',
  phoneCountryPk: 'reg-phone',
  phoneNum: 'reg-phone-1',
  mobileCountryPk: 'reg-mobile',
  mobileNum: 'reg-mobile-1',
  countryPk: 'reg-country',
  productCategories: 'reg-interests',
  agreementTermsOfService: 'reg-agree-terms',
};
const inputId = (field: string) => FIELD_IDS[field] ?? `reg-${field}`;

interface RegistrationFormProps {
  t: Translate;
  lang: LangSegment;
  partners: Partner[];
  countries: Country[];
  interests: InterestGroup[];
  invitation: Invitation | null;
  /** The partner select's first value (an invitation preselects the partner of the invited e-mail). */
  initialPartner?: string;
  onRegistered: (reply: SignUpReply) => void;
  onCancel: () => void;
}

/** The join form (docs/product/accounts.md#registration, docs/product/accounts.md#validation): checked in order, the first invalid field focused. */
export function RegistrationForm({
  t,
  lang,
  partners,
  countries,
  interests,
  invitation,
  initialPartner = '',
  onRegistered,
  onCancel,
}: RegistrationFormProps) {
  const locale = localeBySegment(lang)!;
  const schema = useMemo(() => registrationSchema({ partners, invitation, siteLang: locale.siteLang }), [partners, invitation, locale]);
  const form = useContractForm<RegistrationValues>(schema, {
    defaultValues: { ...EMPTY_VALUES, partnerChoice: initialPartner },
    shouldFocusError: false,
  });
  const [alert, setAlert] = useState('');
  const nameFirst = locale.nameOrder === 'first-last';
  const focusFirst = (has: (path: string) => boolean) => {
    const field = firstInvalid(has, nameFirst);
    focusById(field && inputId(field));
    return field;
  };

  const onInvalid = (errors: FieldErrors<RegistrationValues>) => {
    // The contract checks the company only once the fields themselves pass; the form asks for it in its place.
    const noPartner = !form.getValues('partnerChoice') && !get(errors, 'partnerPk');
    if (noPartner) form.setError('partnerPk' as never, { type: 'required', message: 'auth.error.partnerRequired' });
    // Unticked agreements also get an alert, once everything before them is right (docs/product/accounts.md#validation).
    const first = focusFirst((path) => Boolean(get(errors, path)) || (noPartner && path === 'partnerPk'));
    if (first === 'agreementTermsOfService') setAlert(t('auth.error.agreements'));
  };

  const onValid = async (values: RegistrationValues) => {
    try {
      onRegistered(await signUp(values as unknown as SignUpData));
    } catch (error) {
      const failure = error instanceof ApiFailure ? error : new ApiFailure('network', 0);
      if (invitation && failure.fieldErrors.uuid) return goTo('/errorcert', { replace: true });
      if (applyServerErrors(form, failure)) return void focusFirst((path) => path in failure.fieldErrors);
      setAlert(failureMessage(failure, t));
    }
  };

  return (
    <form className="registration__form" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <p className="registration__required-note">{t('registry.requiredNote')}</p>
      <ProfileSection form={form} t={t} locale={locale} partners={partners} invitation={invitation} nameFirst={nameFirst} />
      <ContactSection form={form} t={t} countries={countries} interests={interests} />
      <ConsentSection form={form} t={t} />
      <div className="form-actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('registry.backToLogin')}
        </button>
        <button type="submit" className="btn btn--accent" disabled={form.formState.isSubmitting}>
          {t('registry.submit')}
        </button>
      </div>
      <ConfirmDialog open={Boolean(alert)} message={alert} confirmLabel={t('notice.action.confirm')} onConfirm={() => setAlert('')} />
    </form>
  );
}
