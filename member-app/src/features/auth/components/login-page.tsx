import { useEffect, useId, useState } from 'react';
import { ApiFailure } from '../../../lib/api-failure';
import { useIsland, type IslandProps } from '../../../lib/island';
import { $authView } from '../../../stores/ui';
import { afterSignIn, authStart, findTab, type AuthStart } from '../utils/auth-target';
import { AuthPanel } from './auth-panel';

interface LoginPageProps extends IslandProps {
  /** /{lang}/login (query target) or /{lang}/findpassword (query tab). */
  page: 'login' | 'find';
}

const REGISTRY_QUERY = '?target=VueRegistry';

/**
 * The island of the login and find pages. On the login page the register button switches to the registration
 * island through $authView (and the address, so Back returns); after sign-in it goes to routeName or home.
 */
export default function LoginPage({ lang, messages, page }: LoginPageProps) {
  const t = useIsland(lang, messages);
  const headingId = useId();
  const [start, setStart] = useState<AuthStart>({ view: page, tab: 0 });
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState('');

  // The query is read after mount: the server-rendered page is the same for every query.
  useEffect(() => {
    const read = (again = false) => {
      const search = window.location.search;
      const next: AuthStart = page === 'find' ? { view: 'find', tab: findTab(search) } : authStart(search);
      $authView.set(next.view === 'registry' ? 'registry' : 'login');
      setStart(next.view === 'registry' ? { view: 'login', tab: 0 } : next);
      if (again) setRound((r) => r + 1); // Back/Forward restarts the view even when the target is the same
      setNotice(new URLSearchParams(search).get('reset') === 'done' ? t('auth.login.resetDone') : '');
    };
    read();
    // The mailed unlock link (/{lang}/login?unlock=...): lifts the slow-down for this device, then says so.
    const unlock = page === 'login' ? new URLSearchParams(window.location.search).get('unlock') : null;
    if (unlock)
      import('../api/unlock')
        .then(({ unlockSignIn }) => unlockSignIn(unlock))
        .then(
          () => setNotice(t('auth.login.unlocked')),
          (error: unknown) => setNotice((error instanceof ApiFailure && error.fieldErrors.uuid?.[0]) || t('auth.error.linkInvalid')),
        );
    const onPop = () => read(true);
    window.addEventListener('popstate', onPop);
    // The registration island's "back to login" sets $authView: show a fresh login view and drop the target.
    const stop = $authView.listen((view) => {
      if (view !== 'login' || authStart(window.location.search).view !== 'registry') return;
      window.history.pushState(null, '', window.location.pathname);
      setStart({ view: 'login', tab: 0 });
      setRound((r) => r + 1);
    });
    return () => {
      window.removeEventListener('popstate', onPop);
      stop();
    };
  }, [page, t]);

  const register = () => {
    if (page === 'find') return window.location.assign(`/${lang}/login${REGISTRY_QUERY}`);
    window.history.pushState(null, '', `${window.location.pathname}${REGISTRY_QUERY}`);
    $authView.set('registry');
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="auth-page__card" aria-labelledby={headingId}>
      <AuthPanel
        key={`${start.view}-${start.tab}-${round}`}
        t={t}
        start={start.view === 'find' ? { view: 'find', tab: start.tab } : { view: 'login', tab: 0 }}
        headingId={headingId}
        headingLevel="h1"
        notice={notice}
        onSignedIn={() => window.location.assign(afterSignIn(window.location.search, lang, window.location.origin))}
        onRegister={register}
        loginHref={page === 'find' ? `/${lang}/login` : undefined}
      />
    </section>
  );
}
