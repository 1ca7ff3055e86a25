import { useEffect, useId, useState } from 'react';
import { checkAuthEmailInput } from '@portal/domain';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { failureMessage, isFieldFailure } from '../../../lib/failure-message';
import { fieldError } from '../../../lib/field-error';
import type { Translate } from '../../../lib/messages';
import { goTo, sitePath } from '../../../lib/site-nav';
import { applyServerErrors, useContractForm } from '../../../lib/use-contract-form';
import { checkAuthEmail, type CheckAuthEmailInput } from '../api/check-auth-email';

/** The sign-in form's password length: a password chosen at sign-up is at most 16, longer input is refused anyway. */
const PASSWORD_INPUT_MAX = 30;

interface VerifyPasswordFormProps {
  t: Translate;
  uuid: string;
  type: string;
  /** Called with the page's outcome once the link and the password were accepted. */
  onVerified: (outcome: 'complete' | 'pending') => void;
}

/**
 * The verification page's form (docs/product/accounts.md#verification-and-approval): the link activates the
 * registration only with the password chosen at sign-up, so after a replacing sign-up nobody clicking the newest
 * mail switches on a password they did not set. Someone who does not know the password is shown the two ways to
 * take the registration over: a new password by e-mail, or signing up again.
 */
export function VerifyPasswordForm({ t, uuid, type, onVerified }: VerifyPasswordFormProps) {
  const id = useId();
  const form = useContractForm<CheckAuthEmailInput>(checkAuthEmailInput, { defaultValues: { uuid, type, password: '' } });
  const [alert, setAlert] = useState('');
  const { errors, isSubmitting } = form.formState;
  useEffect(() => form.setFocus('password'), [form]);

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    try {
      const reply = await checkAuthEmail(values);
      onVerified(reply.type !== 'GENERAL' || reply.status !== 'ACTIVE' ? 'pending' : 'complete');
    } catch (error) {
      const linkError = isFieldFailure(error) ? error.fieldErrors.uuid?.[0] : undefined;
      if (linkError) {
        // The link (no input of this form) was used or expired, or it verified a company that still waits.
        if (linkError === t('auth.error.partnerNotApproved')) onVerified('pending');
        else goTo('/errorcert', { replace: true });
        return;
      }
      if (isFieldFailure(error) && applyServerErrors(form, error)) return;
      setAlert(failureMessage(error, t));
    }
  });

  const passwordId = `${id}-password`;
  return (
    <form className="registration__form verify-form" noValidate onSubmit={submit}>
      <p className="registration__lead">{t('registry.verify.lead')}</p>
      <TextField
        form={form}
        name="password"
        id={passwordId}
        label={t('registry.verify.password')}
        hint={t('registry.verify.passwordHint')}
        error={fieldError(t, errors, 'password')}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_INPUT_MAX}
        required
      />
      <FormAlert message={alert} />
      <button type="submit" className="btn btn--accent" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {t('registry.verify.submit')}
      </button>
      <section className="verify-form__help" aria-labelledby={`${id}-help`}>
        <h2 id={`${id}-help`} className="verify-form__help-title">
          {t('registry.verify.helpTitle')}
        </h2>
        <p>{t('registry.verify.help')}</p>
        <ul className="verify-form__ways">
          <li>
            <a className="verify-form__link" href={sitePath('/findpassword?tab=1')}>
              {t('registry.verify.setPassword')}
            </a>
          </li>
          <li>
            <a className="verify-form__link" href={sitePath('/login?target=VueRegistry')}>
              {t('registry.verify.signUpAgain')}
            </a>
          </li>
        </ul>
      </section>
    </form>
  );
}
