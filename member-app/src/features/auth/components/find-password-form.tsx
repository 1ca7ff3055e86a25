import { useId, useState } from 'react';
import { ACCOUNT_LIMITS } from '@portal/domain';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { failureMessage, isFieldFailure } from '../../../lib/failure-message';
import { fieldError } from '../../../lib/field-error';
import type { Translate } from '../../../lib/messages';
import { applyServerErrors, useContractForm } from '../../../lib/use-contract-form';

// The contract and the call load on first use: the sign-in page arrives without zod (docs/architecture.md#the-shape).
const api = () => import('../api/send-password-auth-email');
const schema = () => api().then((m) => m.sendPasswordAuthEmailInput);
const sendPasswordAuthEmail = async (input: { email: string }) => (await api()).sendPasswordAuthEmail(input);

/** Find-password tab (docs/product/accounts.md#recovery, docs/product/accounts.md#validation): the business e-mail a reset link is mailed to. */
export function FindPasswordForm({ t, onSent }: { t: Translate; onSent: (email: string) => void }) {
  const id = useId();
  const form = useContractForm<{ email: string }>(schema, { defaultValues: { email: '' } });
  const [alert, setAlert] = useState('');
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    try {
      onSent((await sendPasswordAuthEmail(values)).email);
    } catch (error) {
      if (isFieldFailure(error) && applyServerErrors(form, error)) return;
      setAlert(failureMessage(error, t));
    }
  });

  const emailError = fieldError(t, errors, 'email');
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <p className="auth-lead">{t('auth.find.passwordLead')}</p>
      <TextField
        form={form}
        name="email"
        id={`${id}-email`}
        label={t('auth.find.email')}
        error={emailError}
        type="email"
        autoComplete="username"
        maxLength={ACCOUNT_LIMITS.loginEmailMax}
      />
      <FormAlert message={alert} />
      <button type="submit" className="btn btn--accent auth-form__submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {t('auth.find.submitPassword')}
      </button>
    </form>
  );
}
