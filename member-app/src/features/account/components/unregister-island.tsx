import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import '../../../components/form-field.css';
import { failureMessage } from '../../../lib/failure-message';
import { useIsland, type IslandProps } from '../../../lib/island';
import type { Translate } from '../../../lib/messages';
import { RequireMember } from '../../../lib/require-member';
import { sitePath } from '../../../lib/site-nav';
import { endSession } from '../../../stores/session';
import { withdraw } from '../api/withdraw';
import './account.css';

const NOTICES = ['unregister.notice.data', 'unregister.notice.records', 'unregister.notice.again'];

/** Step 1 (docs/product/accounts.md#withdrawal): three notices, the agree checkbox and the withdraw button, then a confirm prompt and the call. */
function WithdrawStep({ t, onWithdrawn }: { t: Translate; onWithdrawn: () => void }) {
  const [agreed, setAgreed] = useState(false);
  const [dialog, setDialog] = useState<'alert' | 'confirm' | null>(null);
  const [failure, setFailure] = useState('');
  const checkbox = useRef<HTMLInputElement>(null);

  const confirm = async () => {
    setDialog(null);
    try {
      await withdraw();
      onWithdrawn();
    } catch (error) {
      setFailure(failureMessage(error, t));
    }
  };
  return (
    <div className="unregister">
      <p className="unregister__lead">{t('unregister.lead')}</p>
      <ol className="unregister__notices">
        {NOTICES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <label className="check unregister__agree">
        <input ref={checkbox} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>{t('unregister.agree')}</span>
      </label>
      <FormAlert message={failure} />
      <div className="form-actions">
        <a className="btn btn--ghost" href={sitePath('/mypage')}>
          {t('account.action.cancel')}
        </a>
        <button type="button" className="btn" onClick={() => setDialog(agreed ? 'confirm' : 'alert')}>
          {t('unregister.submit')}
        </button>
      </div>
      <ConfirmDialog
        open={dialog === 'alert'}
        message={t('auth.error.withdrawAgree')}
        confirmLabel={t('notice.action.confirm')}
        onConfirm={() => {
          setDialog(null);
          // The alert gives the focus back to the button; the checkbox is what needs attention.
          setTimeout(() => checkbox.current?.focus());
        }}
      />
      <ConfirmDialog
        open={dialog === 'confirm'}
        message={t('unregister.confirm')}
        confirmLabel={t('unregister.submit')}
        cancelLabel={t('account.action.cancel')}
        destructive
        onConfirm={confirm}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}

/** Step 2 (docs/product/accounts.md#withdrawal): the completion notice with a confirm button that goes to login. */
function WithdrawnStep({ t }: { t: Translate }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="unregister unregister--done" aria-labelledby="unregister-done">
      <h2 id="unregister-done" ref={heading} tabIndex={-1}>
        {t('unregister.done.title')}
      </h2>
      <p>{t('unregister.done.message')}</p>
      <div className="form-actions">
        <a className="btn btn--accent" href={sitePath('/login')}>
          {t('notice.action.confirm')}
        </a>
      </div>
    </section>
  );
}

/** Withdrawal, /{lang}/unregister (login required): two steps; the session ends when the call succeeds. */
export function UnregisterIsland({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  const [done, setDone] = useState(false);
  const page = (
    <div className="account account--narrow">
      <h1 className="account__title">{t('unregister.title')}</h1>
      {done ? (
        <WithdrawnStep t={t} />
      ) : (
        <WithdrawStep
          t={t}
          onWithdrawn={() => {
            setDone(true);
            endSession();
          }}
        />
      )}
    </div>
  );
  // After withdrawal there is no session: the completion step must not fall back to the members-only notice.
  return done ? page : <RequireMember t={t}>{page}</RequireMember>;
}
