import { useEffect, useState } from 'react';
import { ApiFailure } from '../../../lib/api-client';
import { useIsland, type IslandProps } from '../../../lib/island';
import { goTo, queryParam, sitePath } from '../../../lib/site-nav';
import { checkAuthEmail } from '../api/check-auth-email';
import { OutcomeScreen } from './registration-result';
import './registration.css';

/**
 * The e-mail verification result (/{lang}/registrycomplete?uuid=&type=, docs/product/accounts.md#verification-and-approval): a type other than GENERAL (or a
 * member still waiting for approval) or the partner-not-approved error shows approval pending; any other
 * answer shows registration complete; a missing query, another error or a failed call goes to errorcert.
 */
export function RegistryCompleteIsland({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  const [outcome, setOutcome] = useState<'complete' | 'pending' | null>(null);

  useEffect(() => {
    const uuid = queryParam('uuid');
    const type = queryParam('type');
    if (!uuid || !type) return goTo('/errorcert', { replace: true });
    checkAuthEmail(uuid, type).then(
      (reply) => setOutcome(reply.type !== 'GENERAL' || reply.status !== 'ACTIVE' ? 'pending' : 'complete'),
      (error: unknown) => {
        const message = error instanceof ApiFailure ? error.fieldErrors.uuid?.[0] : undefined;
        if (message && message === t('auth.error.partnerNotApproved')) setOutcome('pending');
        else goTo('/errorcert', { replace: true });
      },
    );
  }, [t]);

  if (!outcome) {
    return (
      <p className="registration__status" role="status">
        {t('registry.checking')}
      </p>
    );
  }
  return (
    <div className="registration registration--outcome">
      <OutcomeScreen t={t} outcome={outcome} loginHref={sitePath('/login')} headingLevel={1} />
    </div>
  );
}
