import { useId } from 'react';
import { Tabs } from '../../../components/tabs';
import type { Translate } from '../../../lib/messages';
import type { FindTab } from '../utils/auth-target';
import { FindEmailForm } from './find-email-form';
import { FindPasswordForm } from './find-password-form';

interface FindViewProps {
  t: Translate;
  tab: FindTab;
  onTab: (tab: FindTab) => void;
  onFound: (email: string) => void;
  onSent: (email: string) => void;
}

/** The find view (docs/product/accounts.md#sign-in): tab 0 finds the e-mail, tab 1 mails a password reset link. */
export function FindView({ t, tab, onTab, onFound, onSent }: FindViewProps) {
  const id = useId();
  return (
    <Tabs
      id={`${id}find`}
      label={t('auth.find.tabs')}
      tabs={[t('auth.find.tabEmail'), t('auth.find.tabPassword')]}
      selected={tab}
      onSelect={(index) => onTab(index === 1 ? 1 : 0)}
      panels={[<FindEmailForm key="email" t={t} onFound={onFound} />, <FindPasswordForm key="password" t={t} onSent={onSent} />]}
    />
  );
}
