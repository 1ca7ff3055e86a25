import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_LIMITS } from '@portal/domain';
import { FormAlert } from '../../../components/form-alert';
import type { Translate } from '../../../lib/messages';
import type { FindTab } from '../utils/auth-target';
import { FindResult } from './find-result';
import { FindView } from './find-view';
import { LoginForm } from './login-form';
import './auth.css';

type View =
  { name: 'login' } | { name: 'find'; tab: FindTab } | { name: 'foundEmail'; email: string } | { name: 'sentPassword'; email: string };

const TITLES: Record<View['name'], string> = {
  login: 'auth.login.title',
  find: 'auth.find.title',
  foundEmail: 'auth.find.foundTitle',
  sentPassword: 'auth.find.sentTitle',
};

/** What a page or the dialog tells the sign-in content. */
export interface AuthPanelProps {
  t: Translate;
  start: { view: 'login' | 'find'; tab: FindTab };
  /** The heading's id (the dialog is labelled by it) and level (h1 on a page, h2 in the dialog). */
  headingId: string;
  headingLevel: 'h1' | 'h2';
  /** A note above the login form: the session expired, the password was changed. */
  notice?: string;
  onSignedIn: () => void;
  onRegister: () => void;
  /** Set where the login view is another page (the find page): "back to sign in" links there. */
  loginHref?: string;
}

/**
 * The sign-in content shared by the login page, the find page and the login dialog (docs/product/accounts.md#sign-in): login, find (two
 * tabs), find-e-mail success, find-password success, and back to login. The heading takes the focus on each
 * change of view, so screen readers announce where the member is.
 */
export function AuthPanel({ t, start, headingId, headingLevel: Heading, notice, onSignedIn, onRegister, loginHref }: AuthPanelProps) {
  const [view, setView] = useState<View>(start.view === 'find' ? { name: 'find', tab: start.tab } : { name: 'login' });
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const go = (next: View) => {
    moved.current = true;
    setView(next);
  };
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [view.name]);

  const toLogin = loginHref ? (
    <a className="btn btn--ghost" href={loginHref}>
      {t('auth.find.back')}
    </a>
  ) : (
    <button type="button" className="btn btn--ghost" onClick={() => go({ name: 'login' })}>
      {t('auth.find.back')}
    </button>
  );

  return (
    <div className="auth-panel">
      <Heading id={headingId} ref={heading} tabIndex={-1} className="auth-panel__title">
        {t(TITLES[view.name])}
      </Heading>
      {view.name === 'login' && (
        <>
          {notice ? <FormAlert tone="info" message={notice} /> : <p className="auth-lead">{t('auth.login.lead')}</p>}
          <LoginForm t={t} onSignedIn={onSignedIn} onFind={(tab) => go({ name: 'find', tab })} onRegister={onRegister} />
        </>
      )}
      {view.name === 'find' && (
        <>
          <FindView
            t={t}
            tab={view.tab}
            onTab={(tab) => setView({ name: 'find', tab })}
            onFound={(email) => go({ name: 'foundEmail', email })}
            onSent={(email) => go({ name: 'sentPassword', email })}
          />
          <div className="auth-panel__back">{toLogin}</div>
        </>
      )}
      {view.name === 'foundEmail' && (
        <FindResult lead={t('auth.find.foundLead')} email={view.email}>
          {toLogin}
          <button type="button" className="btn btn--accent" onClick={() => go({ name: 'find', tab: 1 })}>
            {t('auth.login.findPassword')}
          </button>
        </FindResult>
      )}
      {view.name === 'sentPassword' && (
        <FindResult lead={t('auth.find.sentLead')} email={view.email} note={t('auth.find.sentNote', { hours: ACCOUNT_LIMITS.resetHours })}>
          {toLogin}
        </FindResult>
      )}
    </div>
  );
}
