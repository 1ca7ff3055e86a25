import { useNotification } from '@strapi/strapi/admin';
import {
  Button,
  EmptyStateLayout,
  Field,
  Flex,
  SingleSelect,
  SingleSelectOption,
  Switch,
  TextInput,
  Typography,
} from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useCallback, useEffect, useState } from 'react';
import { formatCompanyName, localeByAdmin, MEMBER_STATUSES, type StaffCallQuery, type StaffCallReply } from '@portal/domain';
import { useIntl } from 'react-intl';
import { useT } from '../i18n';
import { allErrors, exportZone, fieldError, useStaffApi } from '../staff-api';
import { ResponsiveTable } from './ResponsiveTable';
import { ToneBadge } from '../components/ToneBadge';

/** The member list's page and a row of it (server/members/roster.ts). */
type ListPage = StaffCallReply<'membersList'>;
type Row = ListPage['items'][number];

const ALL = 'all';
const COLUMNS = ['member', 'company', 'status', 'language', 'vip'] as const;

/** Members with filters (status, text, VIP), the VIP switch, and the CSV of what the filters select. */
export function MemberList() {
  const t = useT();
  // Companies named as the admin language names them ("Hyundai Motor (현대자동차)"), English for any other.
  const locale = localeByAdmin(useIntl().locale);
  const api = useStaffApi();
  const { toggleNotification } = useNotification();
  const [status, setStatus] = useState<string>(ALL);
  const [vip, setVip] = useState<string>(ALL);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<ListPage | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>();

  const query = useCallback(
    (withPage: boolean) => {
      const query: StaffCallQuery<'membersList'> = {};
      if (status !== ALL) query.status = status as StaffCallQuery<'membersList'>['status'];
      if (vip !== ALL) query.vip = vip as StaffCallQuery<'membersList'>['vip'];
      if (q.trim()) query.q = q.trim();
      if (withPage) query.page = page;
      return query;
    },
    [status, vip, q, page],
  );

  const load = useCallback(async () => {
    const res = await api.call('membersList', { query: query(true) });
    setErrors(res.errors);
    if (res.data) setList(res.data);
  }, [api, query]);
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250);
    return () => clearTimeout(timer);
  }, [load]);

  async function toggleVip(row: Row, value: boolean) {
    const res = await api.call('memberVip', { params: { id: row.id }, body: { vip: value } });
    if (res.errors) toggleNotification({ type: 'danger', message: allErrors(res.errors) });
    await load();
  }

  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Flex gap={4} wrap="wrap" alignItems="flex-end">
        <Field.Root name="q" error={fieldError(errors, 'q')} style={{ flex: '1 1 16rem' }}>
          <Field.Label>{t('members.filter.search')}</Field.Label>
          <TextInput
            value={q}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
          <Field.Error />
        </Field.Root>
        <Field.Root name="status" style={{ flex: '0 1 14rem' }}>
          <Field.Label>{t('members.filter.status')}</Field.Label>
          <SingleSelect
            value={status}
            onChange={(v: string | number) => {
              setStatus(String(v));
              setPage(1);
            }}
          >
            <SingleSelectOption value={ALL}>{t('members.filter.all')}</SingleSelectOption>
            {MEMBER_STATUSES.map((s) => (
              <SingleSelectOption key={s} value={s}>
                {t(`members.status.${s}`)}
              </SingleSelectOption>
            ))}
          </SingleSelect>
        </Field.Root>
        <Field.Root name="vip" style={{ flex: '0 1 10rem' }}>
          <Field.Label>{t('members.column.vip')}</Field.Label>
          <SingleSelect
            value={vip}
            onChange={(v: string | number) => {
              setVip(String(v));
              setPage(1);
            }}
          >
            <SingleSelectOption value={ALL}>{t('members.filter.all')}</SingleSelectOption>
            <SingleSelectOption value="true">{t('members.vip.on')}</SingleSelectOption>
            <SingleSelectOption value="false">{t('members.vip.off')}</SingleSelectOption>
          </SingleSelect>
        </Field.Root>
        <Button
          variant="secondary"
          startIcon={<Download />}
          onClick={() =>
            void api
              .download('membersExport', { query: { ...query(false), ...exportZone() } }, 'members.csv')
              .then((reply) => reply.errors && toggleNotification({ type: 'danger', message: t('members.exportFailed') }))
          }
        >
          {t('members.export')}
        </Button>
      </Flex>
      {list && list.items.length === 0 ? (
        <EmptyStateLayout content={t('members.list.empty')} />
      ) : (
        <ResponsiveTable
          columns={COLUMNS.map((id) => ({ id, label: t(`members.column.${id}`) }))}
          rows={list?.items ?? []}
          rowKey={(m) => m.id}
          cells={(m) => ({
            member: (
              <Flex direction="column" alignItems="flex-start">
                <Typography fontWeight="bold">{m.name}</Typography>
                <Typography textColor="neutral600" style={{ overflowWrap: 'anywhere' }}>
                  {m.email}
                </Typography>
              </Flex>
            ),
            company: <Typography>{m.partner ? formatCompanyName(m.partner, locale) : '—'}</Typography>,
            status: <ToneBadge tone={m.status === 'ACTIVE' ? 'active' : 'neutral'}>{t(`members.status.${m.status}`)}</ToneBadge>,
            language: <Typography>{m.siteLang}</Typography>,
            vip: (
              <Switch
                aria-label={t('members.vip.label', { email: m.email })}
                checked={m.vip}
                disabled={m.status === 'WITHDRAWN'}
                onCheckedChange={(value) => toggleVip(m, value)}
              />
            ),
          })}
        />
      )}
      {list && pages > 1 && (
        <Flex gap={2} justifyContent="flex-end">
          <Button variant="tertiary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('members.previous')}
          </Button>
          <Typography>{t('members.page', { page, pages })}</Typography>
          <Button variant="tertiary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('members.next')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
