import { useEffect, useId, useState } from 'react';
import { ApiFailure } from '../../../lib/api-failure';
import { useIsland, type IslandProps } from '../../../lib/island';
import { goTo } from '../../../lib/site-nav';
import { checkPasswordAuthEmail } from '../api/check-password-auth-email';
import { ResetPasswordForm } from './reset-password-form';
import './auth.css';

/**
 * /{lang}/resetpassword?uuid= (docs/product/accounts.md#recovery): without a uuid the member goes to the 500 page; a link the server refuses
 * goes to the certificate-error page (a network or server failure to the 500 page); otherwise the form.
 */
export default function ResetPasswordPage({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  const headingId = useId();
  const [link, setLink] = useState<{ uuid: string; email: string } | null>(null);

  useEffect(() => {
    const uuid = new URLSearchParams(window.location.search).get('uuid')?.trim();
    if (!uuid) return goTo('/error500', { replace: true });
    checkPasswordAuthEmail({ uuid }).then(
      (reply) => setLink({ uuid, email: reply.email }),
      (error: unknown) => {
        const refused = error instanceof ApiFailure && error.kind !== 'network' && error.kind !== 'server';
        goTo(refused ? '/errorcert' : '/error500', { replace: true });
      },
    );
  }, []);

  return (
    <section className="auth-page__card" aria-labelledby={headingId}>
      <div className="auth-panel">
        <h1 id={headingId} className="auth-panel__title">
          {t('auth.reset.title')}
        </h1>
        {link ? (
          <ResetPasswordForm
            t={t}
            uuid={link.uuid}
            email={link.email}
            newLinkHref={`/${lang}/findpassword?tab=1`}
            onDone={() => goTo('/login?reset=done')}
          />
        ) : (
          <p className="auth-lead" role="status">
            {t('auth.reset.checking')}
          </p>
        )}
      </div>
    </section>
  );
}
