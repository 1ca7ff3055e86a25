import { useEffect, useId, useState } from 'react';
import { ACCOUNT_LIMITS, type SignInInput } from '@portal/domain';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { failureMessage, isFieldFailure } from '../../../lib/failure-message';
import { fieldError } from '../../../lib/field-error';
import { inPlace, sitePath } from '../../../lib/site-nav';
import type { Translate } from '../../../lib/messages';
import { applyServerErrors, useContractForm } from '../../../lib/use-contract-form';
import { rememberedEmail, startSession } from '../../../stores/session';

// The contract and the call load when the form is first submitted: the sign-in page arrives without zod and the
// call table (docs/architecture.md#the-shape).
const signInApi = () => import('../api/sign-in');
const signInSchema = () => signInApi().then((m) => m.signInInput);
const signIn = async (values: SignInInput) => (await signInApi()).signIn(values);

interface LoginFormProps {
  t: Translate;
  onSignedIn: () => void;
  onFind: (tab: 0 | 1) => void;
  onRegister: () => void;
}

/**
 * The login view (docs/product/accounts.md#sign-in, docs/product/accounts.md#validation): e-mail, password, remember-e-mail; 422 errors under their fields, 423 (e-mail not
 * verified, approval pending) and 429 in the alert region. Find and register are links to the login page's
 * targets (issue 29 item 1: they work before the island hydrates); a plain click after it opens them in place.
 */
export function LoginForm({ t, onSignedIn, onFind, onRegister }: LoginFormProps) {
  const id = useId();
  const form = useContractForm<SignInInput>(signInSchema, { defaultValues: { email: '', password: '' } });
  const [remember, setRemember] = useState(false);
  const [alert, setAlert] = useState('');
  const { errors, isSubmitting } = form.formState;

  // Browser storage is read after mount, so the server-rendered form and the hydrated one match.
  useEffect(() => {
    const saved = rememberedEmail.get();
    if (!saved) return;
    form.setValue('email', saved);
    setRemember(true);
  }, [form]);

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    // docs/product/accounts.md#sign-in: the e-mail is stored before the call when the box is ticked (and forgotten when it is not).
    rememberedEmail.set(remember ? values.email : null);
    try {
      startSession(await signIn(values));
      onSignedIn();
    } catch (error) {
      if (isFieldFailure(error) && applyServerErrors(form, error)) return;
      setAlert(failureMessage(error, t));
    }
  });

  const emailError = fieldError(t, errors, 'email');
  const passwordError = fieldError(t, errors, 'password');
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <TextField
        form={form}
        name="email"
        id={`${id}-email`}
        label={t('auth.login.email')}
        error={emailError}
        type="email"
        autoComplete="username"
        maxLength={ACCOUNT_LIMITS.loginEmailMax}
        data-autofocus={remember ? undefined : ''}
      />
      <TextField
        form={form}
        name="password"
        id={`${id}-password`}
        label={t('auth.login.password')}
        error={passwordError}
        type="password"
        autoComplete="current-password"
        maxLength={ACCOUNT_LIMITS.loginPasswordMax}
        data-autofocus={remember ? '' : undefined}
      />
      <label className="check">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        <span>{t('auth.login.remember')}</span>
      </label>
      <FormAlert message={alert} />
      <button type="submit" className="btn btn--accent auth-form__submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {t('auth.login.submit')}
      </button>
      <div className="auth-links">
        <span>{t('auth.login.recovery')}</span>
        <a className="auth-link" href={sitePath('/login?target=findId')} onClick={inPlace(() => onFind(0))}>
          {t('auth.login.findId')}
        </a>
        <a className="auth-link" href={sitePath('/login?target=findPassword')} onClick={inPlace(() => onFind(1))}>
          {t('auth.login.findPassword')}
        </a>
      </div>
      <div className="auth-register">
        <span>{t('auth.login.noAccount')}</span>
        <a className="btn btn--ghost" href={sitePath('/login?target=VueRegistry')} onClick={inPlace(onRegister)}>
          {t('auth.login.register')}
        </a>
      </div>
    </form>
  );
}
