import { useEffect, useId, useState } from 'react';
import { resetPasswordInput } from '@portal/domain';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { failureMessage, isFieldFailure } from '../../../lib/failure-message';
import { fieldError } from '../../../lib/field-error';
import type { Translate } from '../../../lib/messages';
import { applyServerErrors, useContractForm } from '../../../lib/use-contract-form';
import { resetPassword, type ResetPasswordInput } from '../api/reset-password';

/** docs/product/accounts.md#validation: password inputs on the reset pages take at most 18 characters (the pattern itself allows 8–16). */
const RESET_INPUT_MAX = 18;

interface ResetPasswordFormProps {
  t: Translate;
  uuid: string;
  email: string;
  /** The find page's password tab, offered when the link is refused on submit. */
  newLinkHref: string;
  onDone: () => void;
}

/** The new password and its confirmation for a reset link; a link refused on submit is said in the alert. */
export function ResetPasswordForm({ t, uuid, email, newLinkHref, onDone }: ResetPasswordFormProps) {
  const id = useId();
  const form = useContractForm<ResetPasswordInput>(resetPasswordInput, { defaultValues: { uuid, password: '', checkPassword: '' } });
  const [alert, setAlert] = useState('');
  const [refused, setRefused] = useState(false);
  const { errors, isSubmitting } = form.formState;
  useEffect(() => form.setFocus('password'), [form]);

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    try {
      await resetPassword(values);
      onDone();
    } catch (error) {
      // The link (uuid) is no input of this form: its refusal goes to the alert, with a way to ask for a new one.
      const linkRefused = isFieldFailure(error) && Boolean(error.fieldErrors.uuid);
      if (isFieldFailure(error) && !linkRefused && applyServerErrors(form, error)) return;
      setRefused(linkRefused);
      setAlert(failureMessage(error, t));
    }
  });

  const passwordError = fieldError(t, errors, 'password');
  const checkError = fieldError(t, errors, 'checkPassword');
  const hintId = `${id}-password`;
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <p className="auth-lead">{t('auth.reset.lead', { email })}</p>
      {(['password', 'checkPassword'] as const).map((name) => (
        <TextField
          key={name}
          form={form}
          name={name}
          id={name === 'password' ? hintId : `${id}-check`}
          label={t(name === 'password' ? 'auth.reset.password' : 'auth.reset.checkPassword')}
          hint={name === 'password' ? t('auth.error.passwordPattern') : undefined}
          error={name === 'password' ? passwordError : checkError}
          type="password"
          autoComplete="new-password"
          maxLength={RESET_INPUT_MAX}
        />
      ))}
      <FormAlert message={alert} />
      {refused && (
        <a className="auth-link" href={newLinkHref}>
          {t('auth.reset.newLink')}
        </a>
      )}
      <button type="submit" className="btn btn--accent auth-form__submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {t('auth.reset.submit')}
      </button>
    </form>
  );
}
