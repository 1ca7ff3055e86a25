import { useState } from 'react';
import type { LangSegment } from '@portal/domain';
import { loadCountries } from '../../../lib/country-list';
import { loadInterestGroups } from '../../../lib/interest-groups';
import type { Translate } from '../../../lib/messages';
import { sitePath } from '../../../lib/site-nav';
import { useLoad } from '../../../lib/use-load';
import { fetchPartnerByDomain, fetchPartners } from '../api/partners';
import type { SignUpReply } from '../api/sign-up';
import { RegistrationForm } from './registration-form';
import { DIRECT_INPUT, type Invitation } from './registration-model';
import { MailSentScreen, OutcomeScreen } from './registration-result';
import './registration.css';

interface RegistrationFlowProps {
  t: Translate;
  lang: LangSegment;
  invitation: Invitation | null;
  /** Back to the login view (the login page) or page (the invitation page). */
  onBackToLogin: () => void;
}

/** The lists the form offers, and the partner an invitation's e-mail domain belongs to. */
async function loadChoices(invitation: Invitation | null) {
  const domain = invitation?.email.split('@')[1] ?? '';
  const [partners, countries, interests, invitedPartner] = await Promise.all([
    fetchPartners(),
    loadCountries(),
    loadInterestGroups(),
    domain ? fetchPartnerByDomain(domain).catch(() => null) : null,
  ]);
  const initialPartner = invitation?.type.toUpperCase().endsWith('NEW_PARTNER')
    ? DIRECT_INPUT
    : invitedPartner
      ? String(invitedPartner.pk)
      : '';
  return { partners, countries, interests, initialPartner };
}

/**
 * Registration from the join form to its result (docs/product/accounts.md#registration): 'check your e-mail' after a general registration, or
 * registration complete / approval pending after an invitation (which needs no verification mail).
 */
export function RegistrationFlow({ t, lang, invitation, onBackToLogin }: RegistrationFlowProps) {
  const choices = useLoad(() => loadChoices(invitation));
  const [reply, setReply] = useState<SignUpReply | null>(null);

  if (reply && !invitation) return <MailSentScreen t={t} lang={lang} reply={reply} onLogin={onBackToLogin} />;
  if (reply) return <OutcomeScreen t={t} outcome={reply.status === 'ACTIVE' ? 'complete' : 'pending'} loginHref={sitePath('/login')} />;
  if (choices.loading && !choices.data) {
    return (
      <p className="registration__status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (!choices.data) {
    return (
      <div className="registration__status" role="alert">
        <p>{t('registry.loadFailed')}</p>
        <button type="button" className="btn" onClick={choices.reload}>
          {t('registry.retry')}
        </button>
      </div>
    );
  }
  return <RegistrationForm t={t} lang={lang} invitation={invitation} {...choices.data} onRegistered={setReply} onCancel={onBackToLogin} />;
}
