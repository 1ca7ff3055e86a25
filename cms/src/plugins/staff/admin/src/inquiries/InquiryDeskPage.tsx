import { Layouts, Page, useNotification } from '@strapi/strapi/admin';
import {
  Box,
  Button,
  DatePicker,
  Field,
  Flex,
  SingleSelect,
  SingleSelectOption,
  Table,
  Tbody,
  TextButton,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../i18n';
import { allErrors, exportZone, useStaffApi } from '../staff-api';
import { ageOf, inYourZone } from '../format';
import { DeskTd } from '../components/DeskTd';
import { InquiryModal } from './InquiryModal';
import { StatusBadge } from './StatusBadge';
import type { DeskList, Filters } from './types';

const PAGE_SIZE = 20;

/** Below this width the table becomes a list of cards: seven columns do not fit a phone. */
const NARROW = '(max-width: 767px)';

function useNarrow() {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** The filters as the API reads them: the picked days become the instants of their local midnights, end day included. */
function filterParams(f: Filters) {
  const nextDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
  return {
    status: f.status,
    ...(f.type ? { type: f.type } : {}),
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.from ? { from: startOf(f.from).toISOString() } : {}),
    ...(f.to ? { to: nextDay(f.to).toISOString() } : {}),
    ...(f.assignee ? { assignee: f.assignee } : {}),
  };
}

/**
 * The inquiry desk (docs/staff-workspace.md#inquiry-desk): waiting inquiries first with member, company, type and
 * date; filters; the CSV of what is on screen; an inquiry opens in a dialog to read, download and answer.
 */
function InquiryDeskPage() {
  const t = useT();
  const { locale } = useIntl();
  const api = useStaffApi();
  const { toggleNotification } = useNotification();
  const [filters, setFilters] = useState<Filters>({ status: 'ALL', type: '', q: '', assignee: '' });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<DeskList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const narrow = useNarrow();

  const load = useCallback(() => {
    void api.call('inquiriesList', { query: { ...filterParams(filters), page, pageSize: PAGE_SIZE } }).then((reply) => {
      if (reply.data) setList(reply.data);
      setError(reply.errors ? allErrors(reply.errors) : null);
    });
  }, [api, filters, page]);
  useEffect(load, [load]);

  const change = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  const exportCsv = async () => {
    const reply = await api.download(
      'inquiriesExport',
      { query: { ...filterParams(filters), ...exportZone() } },
      `inquiries-${new Date().toISOString().slice(0, 10)}.csv`,
    );
    if (reply.errors) toggleNotification({ type: 'danger', message: t('inquiries.error.export') });
  };

  const when = (iso: string) => inYourZone(iso, locale);
  const age = (iso: string) => ageOf(iso, locale);
  const pagination = list?.pagination;

  return (
    <Page.Main>
      <Page.Title>{t('inquiries.title')}</Page.Title>
      <Layouts.Header
        title={t('inquiries.title')}
        subtitle={pagination ? t('inquiries.subtitle', { total: pagination.total }) : undefined}
        primaryAction={
          <Button variant="secondary" startIcon={<Download />} onClick={exportCsv}>
            {t('inquiries.export')}
          </Button>
        }
      />
      <Layouts.Content>
        <Flex gap={4} wrap="wrap" alignItems="flex-end" paddingBottom={4}>
          <Box minWidth="160px">
            <Field.Root name="status">
              <Field.Label>{t('inquiries.filter.status')}</Field.Label>
              <SingleSelect value={filters.status} onChange={(v: string | number) => change({ status: v as Filters['status'] })}>
                <SingleSelectOption value="ALL">{t('inquiries.filter.all')}</SingleSelectOption>
                <SingleSelectOption value="WAIT">{t('inquiries.status.WAIT')}</SingleSelectOption>
                <SingleSelectOption value="COMPLETE">{t('inquiries.status.COMPLETE')}</SingleSelectOption>
              </SingleSelect>
            </Field.Root>
          </Box>
          <Box minWidth="180px">
            <Field.Root name="type">
              <Field.Label>{t('inquiries.filter.type')}</Field.Label>
              <SingleSelect value={filters.type} onChange={(v: string | number) => change({ type: String(v) })}>
                <SingleSelectOption value="">{t('inquiries.filter.all')}</SingleSelectOption>
                {(list?.types ?? []).map((type) => (
                  <SingleSelectOption key={type.code} value={type.code}>
                    {type.name}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
          </Box>
          <Box minWidth="180px">
            <Field.Root name="assignee">
              <Field.Label>{t('inquiries.filter.assignee')}</Field.Label>
              <SingleSelect value={filters.assignee} onChange={(v: string | number) => change({ assignee: String(v) })}>
                <SingleSelectOption value="">{t('inquiries.filter.all')}</SingleSelectOption>
                <SingleSelectOption value="none">{t('inquiries.filter.nobody')}</SingleSelectOption>
                {(list?.staff ?? []).map((s) => (
                  <SingleSelectOption key={s.id} value={String(s.id)}>
                    {s.name}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
          </Box>
          <Box minWidth="160px">
            <Field.Root name="from">
              <Field.Label>{t('inquiries.filter.from')}</Field.Label>
              <DatePicker value={filters.from} onChange={(d) => change({ from: d })} onClear={() => change({ from: undefined })} />
            </Field.Root>
          </Box>
          <Box minWidth="160px">
            <Field.Root name="to">
              <Field.Label>{t('inquiries.filter.to')}</Field.Label>
              <DatePicker value={filters.to} onChange={(d) => change({ to: d })} onClear={() => change({ to: undefined })} />
            </Field.Root>
          </Box>
          <Box minWidth="220px" flex="1">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                change({ q: search });
              }}
            >
              <Field.Root name="q" hint={t('inquiries.filter.searchHint')}>
                <Field.Label>{t('inquiries.filter.search')}</Field.Label>
                <Field.Input value={search} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setSearch(e.target.value)} />
                <Field.Hint />
              </Field.Root>
            </form>
          </Box>
        </Flex>
        {error ? (
          <Box padding={4} background="danger100">
            <Typography textColor="danger700">{error}</Typography>
          </Box>
        ) : null}
        {list && list.items.length === 0 ? (
          <Box padding={8} background="neutral0" hasRadius shadow="tableShadow">
            <Typography textColor="neutral600">{t('inquiries.empty')}</Typography>
          </Box>
        ) : null}
        {list && list.items.length > 0 && narrow ? (
          <Flex direction="column" alignItems="stretch" gap={3}>
            {list.items.map((item) => (
              <Box key={item.pk} padding={4} background="neutral0" hasRadius shadow="tableShadow">
                <Flex justifyContent="space-between" gap={2} paddingBottom={2}>
                  <StatusBadge status={item.status} />
                  <Typography variant="pi" textColor="neutral600">
                    {`${when(item.receivedAt)} · ${age(item.receivedAt)}`}
                  </Typography>
                </Flex>
                <TextButton onClick={() => setOpen(item.pk)}>{item.title}</TextButton>
                <Typography tag="p" variant="pi" textColor="neutral600">
                  {[item.type.name, item.member?.name, item.company, item.assignee?.name].filter(Boolean).join(' · ')}
                </Typography>
                <Typography tag="p" variant="pi" textColor="neutral600">
                  {item.member?.email ?? ''}
                </Typography>
              </Box>
            ))}
          </Flex>
        ) : null}
        {list && list.items.length > 0 && !narrow ? (
          <Table colCount={9} rowCount={list.items.length + 1}>
            <Thead>
              <Tr>
                <Th>
                  <Typography variant="sigma">{t('inquiries.column.status')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{t('inquiries.column.received')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{t('inquiries.column.age')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{t('inquiries.column.title')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{t('inquiries.column.type')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{t('inquiries.column.member')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{t('inquiries.column.company')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{t('inquiries.column.assignee')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{t('inquiries.column.files')}</Typography>
                </Th>
              </Tr>
            </Thead>
            <Tbody>
              {list.items.map((item) => (
                <Tr key={item.pk} onClick={() => setOpen(item.pk)} style={{ cursor: 'pointer' }}>
                  <DeskTd>
                    <StatusBadge status={item.status} />
                  </DeskTd>
                  <DeskTd>
                    <Typography textColor="neutral800">{when(item.receivedAt)}</Typography>
                  </DeskTd>
                  <DeskTd>
                    <Typography>{age(item.receivedAt)}</Typography>
                  </DeskTd>
                  <DeskTd>
                    <TextButton onClick={() => setOpen(item.pk)}>{item.title}</TextButton>
                  </DeskTd>
                  <DeskTd>
                    <Typography>{item.type.name}</Typography>
                  </DeskTd>
                  <DeskTd>
                    <Flex direction="column" alignItems="flex-start">
                      <Typography fontWeight="semiBold">{item.member?.name || '—'}</Typography>
                      <Typography variant="pi" textColor="neutral600">
                        {item.member?.email ?? ''}
                      </Typography>
                    </Flex>
                  </DeskTd>
                  <DeskTd>
                    <Typography>{item.company || '—'}</Typography>
                  </DeskTd>
                  <DeskTd>
                    <Typography>{item.assignee?.name ?? '—'}</Typography>
                  </DeskTd>
                  <DeskTd>
                    <Typography>{item.files}</Typography>
                  </DeskTd>
                </Tr>
              ))}
            </Tbody>
          </Table>
        ) : null}
        {pagination && pagination.pageCount > 1 ? (
          <Flex justifyContent="flex-end" gap={2} paddingTop={4}>
            <Button variant="tertiary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('inquiries.page.previous')}
            </Button>
            <Typography>{t('inquiries.page.of', { page, pages: pagination.pageCount })}</Typography>
            <Button variant="tertiary" disabled={page >= pagination.pageCount} onClick={() => setPage(page + 1)}>
              {t('inquiries.page.next')}
            </Button>
          </Flex>
        ) : null}
        {open !== null ? <InquiryModal pk={open} staff={list?.staff ?? []} onClose={() => setOpen(null)} onChanged={load} /> : null}
      </Layouts.Content>
    </Page.Main>
  );
}

export default InquiryDeskPage;
