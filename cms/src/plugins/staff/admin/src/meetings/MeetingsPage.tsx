import { Layouts, Page, useIsMobile, useNotification } from '@strapi/strapi/admin';
import {
  Box,
  Button,
  DatePicker,
  Field,
  Flex,
  IconButton,
  Loader,
  Menu,
  SingleSelect,
  SingleSelectOption,
  Table,
  Tabs,
  Tbody,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { Download, More } from '@strapi/icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { meetingQueueWord, meetingStatusWord } from '../../../status-words';
import { DeskTd } from '../components/DeskTd';
import { ToneBadge, type Tone } from '../components/ToneBadge';
import { useT, type MessageKey } from '../i18n';
import { ACTION_LABEL, ActionDialog } from './ActionDialog';
import { QUEUES, useDeskApi, type ActionKind, type DeskFilter, type DeskMeeting, type DeskPage, type Queue } from './api';
import { inYourZone } from '../format';
import { allErrors } from '../staff-api';
import { addDays, startOfDay, startOfWeek } from './time';
import { WeekCalendar } from './WeekCalendar';
import { HistoryDialog } from './HistoryDialog';

type Tab = Queue | 'week';
const TABS: Tab[] = [...QUEUES, 'week'];

const TAB_LABEL: Record<Tab, MessageKey> = {
  staff: meetingQueueWord('staff'),
  member: meetingQueueWord('member'),
  scheduled: meetingQueueWord('scheduled'),
  done: meetingQueueWord('done'),
  week: 'meetings.tab.week',
};

const COLUMNS = ['member', 'meeting', 'product', 'when', 'manager', 'actions'] as const;
type Column = (typeof COLUMNS)[number];
const COLUMN_LABEL: Record<Column, MessageKey> = {
  member: 'meetings.col.member',
  meeting: 'meetings.col.meeting',
  product: 'meetings.col.product',
  when: 'meetings.col.when',
  manager: 'meetings.col.manager',
  actions: 'meetings.col.actions',
};

const QUEUE_TONE: Record<Queue, Tone> = { staff: 'todo', member: 'neutral', scheduled: 'active', done: 'done' };

/** A time as the staff member reads it (their browser's zone) and, below, as the member does. */
function Times({ label, time }: { label: string; time: NonNullable<DeskMeeting['requested']> }) {
  const t = useT();
  const { locale } = useIntl();
  return (
    <Flex direction="column" alignItems="start">
      <Typography variant="sigma" textColor="neutral600">
        {label}
      </Typography>
      <Typography>{inYourZone(time.at, locale)}</Typography>
      <Typography variant="pi" textColor="neutral600">
        {t('meetings.memberTime', { time: time.member })}
      </Typography>
    </Flex>
  );
}

/**
 * The meetings desk (docs/staff-workspace.md#meetings-desk): tabs by whose move it is, a week calendar of scheduled
 * meetings, filters by manager and date, the CSV of what is on screen, and per meeting the actions the planner
 * would accept, each a form.
 */
function MeetingsDesk() {
  const t = useT();
  const { locale } = useIntl();
  const api = useDeskApi();
  const { toggleNotification } = useNotification();
  const mobile = useIsMobile();
  const [tab, setTab] = useState<Tab>('staff');
  const [manager, setManager] = useState<number | 'none' | undefined>(undefined);
  const [from, setFrom] = useState<Date | undefined>(undefined);
  const [to, setTo] = useState<Date | undefined>(undefined);
  const [weekStart, setWeekStart] = useState(() => startOfWeek(new Date()));
  const [page, setPage] = useState<DeskPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [dialog, setDialog] = useState<{ meeting: DeskMeeting; kind: ActionKind } | null>(null);
  const [detail, setDetail] = useState<DeskMeeting | null>(null);
  const [reloads, setReloads] = useState(0);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  // The page belongs to the filters it was chosen under: any other filter starts again at page 1.
  const filterKey = JSON.stringify([tab, manager, from, to, q]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const pageNo = paging.key === filterKey ? paging.page : 1;

  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const filter = useMemo<DeskFilter>(
    () =>
      tab === 'week'
        ? { queue: 'scheduled', manager, from: weekStart, to: addDays(weekStart, 7), q }
        : { queue: tab, manager, from: from && startOfDay(from), to: to && addDays(startOfDay(to), 1), q, page: pageNo },
    [tab, manager, from, to, weekStart, q, pageNo],
  );

  useEffect(() => {
    let current = true;
    void api.list(filter).then((reply) => {
      if (!current) return;
      if (reply.data) setPage(reply.data);
      setFailed(!reply.data);
    });
    return () => {
      current = false;
    };
  }, [api, filter, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const exportCsv = async () => {
    const reply = await api.exportCsv(filter);
    if (reply.errors) toggleNotification({ type: 'danger', message: allErrors(reply.errors) });
  };

  const assign = async (meeting: DeskMeeting, value: string) => {
    const reply = await api.assign(meeting.pk, value === 'none' ? null : Number(value));
    if (reply.errors) toggleNotification({ type: 'danger', message: allErrors(reply.errors) });
    else toggleNotification({ type: 'success', message: t('meetings.assigned') });
    reload();
  };

  const activeManagers = page?.managers.filter((m) => m.active) ?? [];

  /** One cell of a meeting's row (a table cell on wide screens, a card line on phones). */
  const cell = (m: DeskMeeting, column: Column) => {
    switch (column) {
      case 'member':
        return (
          <Flex direction="column" alignItems="start">
            <Typography fontWeight="bold">{m.member?.name ?? '-'}</Typography>
            <Typography variant="pi" textColor="neutral600">
              {m.member?.email}
            </Typography>
            <Typography variant="pi">{m.company}</Typography>
          </Flex>
        );
      case 'meeting':
        return (
          <Flex direction="column" alignItems="start" gap={1}>
            <Typography>{m.title}</Typography>
            <ToneBadge tone={m.status === 'CANCEL' ? 'neutral' : QUEUE_TONE[m.queue]}>{t(meetingStatusWord(m.status, m.queue))}</ToneBadge>
            {m.queue === 'done' && (m.result || m.cancelReason) && (
              <Typography variant="pi" textColor="neutral700">
                {m.status === 'CANCEL'
                  ? t('meetings.history.cancelReasonIs', { reason: m.cancelReason })
                  : t('meetings.history.resultIs', { result: m.result })}
              </Typography>
            )}
          </Flex>
        );
      case 'product':
        return (
          <Flex direction="column" alignItems="start">
            <Typography>{m.category}</Typography>
            <Typography variant="pi" textColor="neutral600">
              {m.product}
            </Typography>
          </Flex>
        );
      case 'when':
        return (
          <Flex direction="column" alignItems="start" gap={2}>
            {m.meetingAt && <Times label={t('meetings.col.time')} time={m.meetingAt} />}
            {m.requested && m.requested.at !== m.meetingAt?.at && <Times label={t('meetings.col.requested')} time={m.requested} />}
            {!m.requested && <Typography textColor="neutral600">{t('meetings.anyTime')}</Typography>}
            {m.overlaps.length > 0 && <ToneBadge tone="problem">{t('meetings.week.overlap')}</ToneBadge>}
          </Flex>
        );
      case 'manager':
        return m.queue === 'done' ? (
          <Typography>{m.manager?.name ?? '-'}</Typography>
        ) : (
          <SingleSelect
            aria-label={t('meetings.assign')}
            size="S"
            value={m.manager ? String(m.manager.id) : 'none'}
            onChange={(value) => assign(m, String(value))}
          >
            <SingleSelectOption value="none">{t('meetings.unassigned')}</SingleSelectOption>
            {[...activeManagers, ...(m.manager && !activeManagers.some((a) => a.id === m.manager!.id) ? [m.manager] : [])].map((option) => (
              <SingleSelectOption key={option.id} value={String(option.id)}>
                {option.name}
              </SingleSelectOption>
            ))}
          </SingleSelect>
        );
      case 'actions':
        // One menu behind an icon button per row: five buttons side by side pushed the column out of a 1440 px
        // screen. Not modal: a modal menu hides the rest of the page with aria-hidden while it stays focusable.
        // Its first item opens the meeting's details and history, so every meeting (a done one too) has one.
        return (
          <Menu.Root modal={false}>
            <Menu.Trigger tag={IconButton} icon={<More />} label={t('meetings.actionsOf', { title: m.title })} />
            <Menu.Content>
              <Menu.Item onSelect={() => setDetail(m)}>{t('meetings.history.open')}</Menu.Item>
              {m.actions.map((kind) => (
                <Menu.Item key={kind} variant={kind === 'cancel' ? 'danger' : 'default'} onSelect={() => setDialog({ meeting: m, kind })}>
                  {t(ACTION_LABEL[kind])}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Root>
        );
    }
  };

  /** The chosen tab's content: the week calendar, or the meetings as a table (cards on a phone). */
  const list = (
    <Flex direction="column" alignItems="stretch" gap={4}>
      {failed && <Typography textColor="danger700">{t('meetings.loadFailed')}</Typography>}
      {!failed && !page && <Loader>{t('meetings.loading')}</Loader>}
      {!failed && page && tab === 'week' && <WeekCalendar weekStart={weekStart} meetings={page.meetings} onWeek={setWeekStart} />}
      {!failed && page && tab !== 'week' && page.meetings.length === 0 && (
        <Box padding={8} background="neutral0" hasRadius shadow="tableShadow">
          <Typography textColor="neutral600">{t('meetings.empty')}</Typography>
        </Box>
      )}
      {!failed && page && tab !== 'week' && page.meetings.length > 0 && !mobile && (
        <Table colCount={COLUMNS.length} rowCount={page.meetings.length + 1}>
          <Thead>
            <Tr>
              {COLUMNS.map((column) => (
                <Th key={column}>
                  <Typography variant="sigma">{t(COLUMN_LABEL[column])}</Typography>
                </Th>
              ))}
            </Tr>
          </Thead>
          <Tbody>
            {page.meetings.map((m) => (
              <Tr key={m.pk} data-meeting={m.pk}>
                {COLUMNS.map((column) => (
                  <DeskTd key={column}>{cell(m, column)}</DeskTd>
                ))}
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
      {!failed && page && tab !== 'week' && mobile && (
        <Flex direction="column" alignItems="stretch" gap={3}>
          {page.meetings.map((m) => (
            <Box key={m.pk} data-meeting={m.pk} padding={4} background="neutral0" hasRadius shadow="tableShadow">
              <Flex direction="column" alignItems="stretch" gap={3}>
                {COLUMNS.map((column) => (
                  <Box key={column}>
                    <Typography variant="sigma" textColor="neutral600">
                      {t(COLUMN_LABEL[column])}
                    </Typography>
                    {cell(m, column)}
                  </Box>
                ))}
              </Flex>
            </Box>
          ))}
        </Flex>
      )}
      {page?.truncated && <Typography textColor="neutral600">{t('meetings.truncated')}</Typography>}
      {tab !== 'week' && page && page.total > page.pageSize && (
        <Flex justifyContent="flex-end" gap={2}>
          <Button variant="tertiary" disabled={pageNo <= 1} onClick={() => setPaging({ key: filterKey, page: pageNo - 1 })}>
            {t('meetings.page.previous')}
          </Button>
          <Typography>{t('meetings.page.of', { page: pageNo, pages: Math.ceil(page.total / page.pageSize) })}</Typography>
          <Button
            variant="tertiary"
            disabled={pageNo * page.pageSize >= page.total}
            onClick={() => setPaging({ key: filterKey, page: pageNo + 1 })}
          >
            {t('meetings.page.next')}
          </Button>
        </Flex>
      )}
    </Flex>
  );

  return (
    <Page.Main>
      <Page.Title>{t('meetings.title')}</Page.Title>
      <Layouts.Header
        title={t('meetings.title')}
        subtitle={t('meetings.subtitle')}
        primaryAction={
          <Button startIcon={<Download />} variant="secondary" onClick={exportCsv}>
            {t('meetings.export')}
          </Button>
        }
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Flex gap={4} wrap="wrap" alignItems="end">
            <Box minWidth="240px" flex="1">
              <Field.Root name="q" hint={t('meetings.searchHint')}>
                <Field.Label>{t('meetings.search')}</Field.Label>
                <Field.Input
                  type="search"
                  value={search}
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => setSearch(e.target.value)}
                />
                <Field.Hint />
              </Field.Root>
            </Box>
            <Box minWidth="200px">
              <Field.Root name="manager">
                <Field.Label>{t('meetings.filter.manager')}</Field.Label>
                <SingleSelect
                  value={manager === undefined ? 'all' : String(manager)}
                  onChange={(value) => setManager(value === 'all' ? undefined : value === 'none' ? 'none' : Number(value))}
                >
                  <SingleSelectOption value="all">{t('meetings.filter.allManagers')}</SingleSelectOption>
                  <SingleSelectOption value="none">{t('meetings.unassigned')}</SingleSelectOption>
                  {page?.managers.map((m) => (
                    <SingleSelectOption key={m.id} value={String(m.id)}>
                      {m.name}
                    </SingleSelectOption>
                  ))}
                </SingleSelect>
              </Field.Root>
            </Box>
            {tab !== 'week' && (
              <>
                <Field.Root name="from">
                  <Field.Label>{t('meetings.filter.from')}</Field.Label>
                  <DatePicker
                    value={from}
                    onChange={setFrom}
                    onClear={() => setFrom(undefined)}
                    locale={locale}
                    clearLabel={t('meetings.clear')}
                  />
                </Field.Root>
                <Field.Root name="to">
                  <Field.Label>{t('meetings.filter.to')}</Field.Label>
                  <DatePicker
                    value={to}
                    onChange={setTo}
                    onClear={() => setTo(undefined)}
                    locale={locale}
                    clearLabel={t('meetings.clear')}
                  />
                </Field.Root>
              </>
            )}
          </Flex>
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <Box overflow="auto">
              <Tabs.List aria-label={t('meetings.title')}>
                {TABS.map((value) => (
                  <Tabs.Trigger key={value} value={value} style={{ whiteSpace: 'nowrap' }}>
                    {t(TAB_LABEL[value])}
                    {page && value !== 'week' && tab !== 'week' ? ` (${page.counts[value]})` : ''}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>
            {/* Every tab has its panel (the tab points at it); only the chosen one holds the list. */}
            {TABS.map((value) => (
              <Tabs.Content key={value} value={value}>
                <Box paddingTop={4}>{value === tab && list}</Box>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Flex>
      </Layouts.Content>
      {detail && <HistoryDialog meeting={detail} onClose={() => setDetail(null)} />}
      {dialog && (
        <ActionDialog
          meeting={dialog.meeting}
          kind={dialog.kind}
          onClose={() => setDialog(null)}
          onDone={() => {
            toggleNotification({ type: 'success', message: t('meetings.done', { action: t(ACTION_LABEL[dialog.kind]) }) });
            setDialog(null);
            reload();
          }}
        />
      )}
    </Page.Main>
  );
}

/** The page, for staff members holding the `meetings` tool (index.ts protects it; the routes check it again). */
export default MeetingsDesk;
