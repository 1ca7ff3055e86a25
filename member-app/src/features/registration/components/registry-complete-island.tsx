import { useEffect, useState } from 'react';
import { useIsland, type IslandProps } from '../../../lib/island';
import { goTo, queryParam, sitePath } from '../../../lib/site-nav';
import { OutcomeScreen } from './registration-result';
import { VerifyPasswordForm } from './verify-password-form';
import './registration.css';

/**
 * The e-mail verification page (/{lang}/registrycomplete?uuid=&type=, docs/product/accounts.md#verification-and-approval):
 * a missing query goes to errorcert; otherwise the member confirms with the password chosen at sign-up, and the
 * page shows registration complete, or approval pending for a type other than GENERAL, a member still waiting
 * for approval or the partner-not-approved answer. A used or expired link goes to errorcert.
 */
export function RegistryCompleteIsland({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  const [link, setLink] = useState<{ uuid: string; type: string } | null>(null);
  const [outcome, setOutcome] = useState<'complete' | 'pending' | null>(null);

  useEffect(() => {
    const uuid = queryParam('uuid');
    const type = queryParam('type');
    if (!uuid || !type) return goTo('/errorcert', { replace: true });
    setLink({ uuid, type });
  }, []);

  if (outcome) {
    return (
      <div className="registration registration--outcome">
        <OutcomeScreen t={t} outcome={outcome} loginHref={sitePath('/login')} headingLevel={1} />
      </div>
    );
  }
  if (!link) {
    return (
      <p className="registration__status" role="status">
        {t('registry.checking')}
      </p>
    );
  }
  return (
    <div className="registration">
      <h1 className="registration__title">{t('registry.verifyTitle')}</h1>
      <VerifyPasswordForm t={t} uuid={link.uuid} type={link.type} onVerified={setOutcome} />
    </div>
  );
}
