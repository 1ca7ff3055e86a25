import { useState } from 'react';
import { ACCOUNT_LIMITS, changePasswordInput } from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { failureMessage } from '../../../lib/failure-message';
import { fieldError } from '../../../lib/field-error';
import { useIsland, type IslandProps } from '../../../lib/island';
import type { Translate } from '../../../lib/messages';
import { RequireMember } from '../../../lib/require-member';
import { goTo, sitePath } from '../../../lib/site-nav';
import { applyServerErrors, useContractForm } from '../../../lib/use-contract-form';
import { endSession } from '../../../stores/session';
import { changePassword, type ChangePasswordBody } from '../api/change-password';
import './account.css';

type Values = { password: string; updatePassword: string; checkPassword: string };
const FIELDS = [
  { name: 'password', label: 'account.password.current', autoComplete: 'current-password', max: ACCOUNT_LIMITS.loginPasswordMax },
  { name: 'updatePassword', label: 'account.password.new', autoComplete: 'new-password', max: ACCOUNT_LIMITS.passwordMax },
  { name: 'checkPassword', label: 'account.password.confirm', autoComplete: 'new-password', max: ACCOUNT_LIMITS.passwordMax },
] as const;

/** The form: current password, new password and confirmation (docs/product/accounts.md#password-change, docs/product/accounts.md#validation); cancel goes back to my page. */
function ChangePasswordForm({ t, onChanged }: { t: Translate; onChanged: () => void }) {
  const form = useContractForm<Values>(changePasswordInput, { defaultValues: { password: '', updatePassword: '', checkPassword: '' } });
  const [alert, setAlert] = useState('');
  const onValid = async (values: Values) => {
    setAlert('');
    try {
      await changePassword(values as ChangePasswordBody);
      onChanged();
    } catch (error) {
      if (!applyServerErrors(form, error)) setAlert(failureMessage(error, t));
    }
  };
  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(onValid)}>
      {FIELDS.map(({ name, label, autoComplete, max }) => {
        const error = fieldError(t, form.formState.errors, name);
        const hint = name === 'updatePassword' ? t('account.password.hint') : undefined;
        return (
          <TextField
            key={name}
            form={form}
            name={name}
            id={`pw-${name}`}
            label={t(label)}
            required
            hint={hint}
            error={error}
            type="password"
            maxLength={max}
            autoComplete={autoComplete}
          />
        );
      })}
      <FormAlert message={alert} />
      <div className="form-actions">
        <a className="btn btn--ghost" href={sitePath('/mypage')}>
          {t('account.action.cancel')}
        </a>
        <button type="submit" className="btn btn--accent" disabled={form.formState.isSubmitting}>
          {t('account.password.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * Password change for a signed-in member, /{lang}/resetpassworduser (login required). Success signs the member
 * out (the server has revoked every session) and, after a notice, goes to the login page.
 */
export function ChangePasswordIsland({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  const [changed, setChanged] = useState(false);
  const onChanged = () => {
    setChanged(true);
    endSession();
  };
  const page = (
    <div className="account account--narrow">
      <h1 className="account__title">{t('account.password.title')}</h1>
      {!changed && <ChangePasswordForm t={t} onChanged={onChanged} />}
    </div>
  );
  return (
    <>
      {changed ? page : <RequireMember t={t}>{page}</RequireMember>}
      <ConfirmDialog
        open={changed}
        message={t('account.password.done')}
        confirmLabel={t('notice.action.confirm')}
        onConfirm={() => goTo('/login', { replace: true })}
      />
    </>
  );
}
