import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useIsland, useMounted, type IslandProps } from '../../../lib/island';
import { $authView, authViewAtLoad } from '../../../stores/ui';
import { RegistrationFlow } from './registration-flow';

/**
 * The registration view of the login page (docs/product/accounts.md#registration): shown while $authView is 'registry' (the auth island
 * shows the login views otherwise); its buttons back to login switch the view back.
 */
export function RegistrationIsland({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  const mounted = useMounted();
  const view = useStore($authView);
  const heading = useRef<HTMLHeadingElement>(null);
  // The island hydrates when its view first shows (client:registry): that is a switch unless the page opened on it.
  const switched = useRef(authViewAtLoad !== 'registry');

  useEffect(() => {
    // Switching views moves the focus to the new view's heading; the page opening on it leaves the focus alone.
    if (view === 'registry' && switched.current) heading.current?.focus();
    if (mounted) switched.current = true;
  }, [view, mounted]);

  if (!mounted || view !== 'registry') return null;
  const backToLogin = () => {
    $authView.set('login');
    window.scrollTo({ top: 0 });
  };
  return (
    <section className="registration" aria-labelledby="registration-title">
      <h1 id="registration-title" ref={heading} tabIndex={-1} className="registration__title">
        {t('registry.title')}
      </h1>
      <p className="registration__lead">{t('registry.lead')}</p>
      <RegistrationFlow t={t} lang={lang} invitation={null} onBackToLogin={backToLogin} />
    </section>
  );
}
