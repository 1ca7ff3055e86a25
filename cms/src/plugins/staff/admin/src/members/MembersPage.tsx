import { Layouts, Page } from '@strapi/strapi/admin';
import { Box, Divider, Tabs } from '@strapi/design-system';
import { useState } from 'react';
import { useT } from '../i18n';
import { InviteForm } from './InviteForm';
import { MemberList } from './MemberList';
import { PartnerList } from './PartnerList';
import { ApprovalQueue } from './ApprovalQueue';

const TABS = ['queue', 'members', 'partners', 'invite'] as const;
type Tab = (typeof TABS)[number];

/**
 * Member administration (docs/staff-workspace.md#member-administration): the approval queue, members with the VIP
 * flag and the CSV, partners with their domains, invitations. Only roles with the `members` tool see it (index.ts
 * protects it); the routes refuse the others too (server/members).
 */
function MembersPage() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('queue');
  return (
    <Page.Main>
      <Page.Title>{t('members.title')}</Page.Title>
      <Layouts.Header title={t('members.title')} subtitle={t('members.subtitle')} />
      <Layouts.Content>
        <Tabs.Root variant="simple" value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <Box paddingBottom={6}>
            <Tabs.List aria-label={t('members.title')}>
              {TABS.map((id) => (
                <Tabs.Trigger key={id} value={id}>
                  {t(`members.tab.${id}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Divider />
          </Box>
          <Tabs.Content value="queue">
            <ApprovalQueue />
          </Tabs.Content>
          <Tabs.Content value="members">
            <MemberList />
          </Tabs.Content>
          <Tabs.Content value="partners">
            <PartnerList />
          </Tabs.Content>
          <Tabs.Content value="invite">
            <InviteForm />
          </Tabs.Content>
        </Tabs.Root>
      </Layouts.Content>
    </Page.Main>
  );
}

export default MembersPage;
