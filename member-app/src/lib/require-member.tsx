import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $accessToken, $signedIn, endSession } from '../stores/session';
import { promptLogin } from '../stores/ui';
import { useMounted } from './island';
import type { Translate } from './messages';
import './require-member.css';

/** The current address as a returnTo path (path, query and hash: same origin by construction). */
const currentPath = () => `${location.pathname}${location.search}${location.hash}`;

/**
 * The guard of the login-required routes (docs/product/accounts.md#sessions: mypage, meeting, requestmeeting, qna, unregister,
 * resetpassworduser). Without a token it clears the member data and opens the login dialog, which brings the
 * member back here; until then it shows a members-only notice with a sign-in button. Needs the messages
 * 'common.membersOnly.title', 'common.membersOnly.message' and 'common.signIn'.
 */
export function RequireMember({ t, children }: { t: Translate; children: ReactNode }) {
  const mounted = useMounted();
  const signedIn = useStore($signedIn);
  useEffect(() => {
    if ($accessToken.get()) return;
    endSession();
    promptLogin({ reason: 'required', returnTo: currentPath() });
  }, []);

  // The server render and the hydrating render know nothing of the browser's session: render nothing then.
  if (!mounted) return null;
  if (signedIn) return <>{children}</>;
  return (
    <section className="members-only" aria-labelledby="members-only-title">
      <h1 id="members-only-title" className="members-only__title">
        {t('common.membersOnly.title')}
      </h1>
      <p>{t('common.membersOnly.message')}</p>
      <button type="button" className="btn btn--accent" onClick={() => promptLogin({ reason: 'required', returnTo: currentPath() })}>
        {t('common.signIn')}
      </button>
    </section>
  );
}
