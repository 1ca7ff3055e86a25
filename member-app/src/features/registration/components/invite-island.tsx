import { useEffect, useState } from 'react';
import { useIsland, type IslandProps } from '../../../lib/island';
import { goTo, queryParam } from '../../../lib/site-nav';
import { RegistrationFlow } from './registration-flow';
import type { Invitation } from './registration-model';

/**
 * Invitation-based registration (/{lang}/invite?email=&uuid=&type=, docs/product/accounts.md#registration): without the link's e-mail, uuid and
 * type it goes to the certificate-error page; otherwise the join form with the invited e-mail fixed.
 */
export function InviteIsland({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  const [invitation, setInvitation] = useState<Invitation | null>(null);

  useEffect(() => {
    const [email, uuid, type] = ['email', 'uuid', 'type'].map((name) => queryParam(name).trim());
    if (!uuid || !type || !email) return goTo('/errorcert', { replace: true });
    setInvitation({ email: email.toLowerCase(), uuid, type: type.toUpperCase() });
  }, []);

  return (
    <section className="registration registration--invite" aria-labelledby="invite-title">
      <h1 id="invite-title" className="registration__title">
        {t('registry.inviteTitle')}
      </h1>
      <p className="registration__lead">{t('registry.inviteLead')}</p>
      {invitation ? (
        <RegistrationFlow t={t} lang={lang} invitation={invitation} onBackToLogin={() => goTo('/login')} />
      ) : (
        <p className="registration__status" role="status">
          {t('common.loading')}
        </p>
      )}
    </section>
  );
}
