import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ACCOUNT_LIMITS, formatDate, localeBySegment, type LangSegment } from '@portal/domain';
import type { Translate } from '../../../lib/messages';
import type { SignUpReply } from '../api/sign-up';
import './registration-result.css';

interface ResultScreenProps {
  icon: 'mail' | 'check' | 'hourglass';
  title: string;
  children: ReactNode;
  action: ReactNode;
  /** 1 where the screen is the page's main content (the verification result page). */
  headingLevel?: 1 | 2;
}

/** A result screen: an icon, a heading that takes the focus when it appears, text and one action. */
function ResultScreen({ icon, title, children, action, headingLevel = 2 }: ResultScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`registration-result registration-result--${icon}`} aria-labelledby="registration-result-title">
      <span className="registration-result__icon" aria-hidden="true" />
      <Heading id="registration-result-title" ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      {children}
      <div className="form-actions">{action}</div>
    </section>
  );
}

const SECOND = 1000;
const DAY = 86_400 * SECOND;
const pad = (n: number) => String(n).padStart(2, '0');

/** The time left until `until` as days and hh:mm:ss, counted down every second (docs/product/accounts.md#registration: the verification-sent screen). */
function useTimeLeft(until: number): { days: number; time: string } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), SECOND);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, until - now);
  const seconds = Math.floor((left % DAY) / SECOND);
  return {
    days: Math.floor(left / DAY),
    time: `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`,
  };
}

/**
 * 'Check your e-mail' (docs/product/accounts.md#registration step 2): the address, the requesting company, the link's validity ('MMM D, YYYY' in
 * the page language), the time left counting down, and a button to login.
 */
export function MailSentScreen({ t, lang, reply, onLogin }: { t: Translate; lang: LangSegment; reply: SignUpReply; onLogin: () => void }) {
  const [until] = useState(() => (reply.validUntil ? new Date(reply.validUntil).getTime() : Date.now() + ACCOUNT_LIMITS.verifyDays * DAY));
  const left = useTimeLeft(until);
  const rows: [string, string, string][] = [
    ['email', t('registry.mail.email'), reply.email],
    ['company', t('registry.mail.company'), reply.partnerName],
    ['validUntil', t('registry.mail.validUntil'), formatDate(until, localeBySegment(lang)!, 'long')],
    ['timeLeft', t('registry.mail.timeLeft'), t('registry.mail.timeLeftValue', left)],
  ];
  return (
    <ResultScreen
      icon="mail"
      title={t('registry.mail.title')}
      action={
        <button type="button" className="btn btn--accent" onClick={onLogin}>
          {t('registry.mail.verify')}
        </button>
      }
    >
      <p className="registration-result__message">{t('registry.mail.message', { days: ACCOUNT_LIMITS.verifyDays })}</p>
      <dl className="registration-result__facts">
        {rows.map(([name, label, value]) => (
          <div key={name} data-fact={name}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </ResultScreen>
  );
}

interface OutcomeScreenProps {
  t: Translate;
  outcome: 'complete' | 'pending';
  loginHref: string;
  headingLevel?: 1 | 2;
}

/** Registration complete, or waiting for an administrator's approval (docs/product/accounts.md#registration steps 3–4), with a button to login. */
export function OutcomeScreen({ t, outcome, loginHref, headingLevel }: OutcomeScreenProps) {
  const complete = outcome === 'complete';
  return (
    <ResultScreen
      headingLevel={headingLevel}
      icon={complete ? 'check' : 'hourglass'}
      title={t(complete ? 'registry.complete.title' : 'notice.approvalpending.title')}
      action={
        <a className="btn btn--accent" href={loginHref}>
          {t('registry.mail.verify')}
        </a>
      }
    >
      <p className="registration-result__message">{t(complete ? 'registry.complete.message' : 'notice.approvalpending.message')}</p>
      <p className="registration-result__detail">{t(complete ? 'registry.complete.detail' : 'notice.approvalpending.detail')}</p>
    </ResultScreen>
  );
}
