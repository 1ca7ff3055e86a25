import { Widget } from '@strapi/strapi/admin';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT, type MessageKey } from '../i18n';
import { PeriodSelect, periodRange, useStatistic, type PeriodChoice } from './period';

/** A label and its number, as every statistics widget lists them. */
function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  const { formatNumber } = useIntl();
  return (
    <Flex justifyContent="space-between" gap={2} tag="li">
      <Typography ellipsis>{label}</Typography>
      <Box>
        <Typography fontWeight="bold" textColor={strong && value > 0 ? 'danger600' : 'neutral800'}>
          {formatNumber(value)}
        </Typography>
      </Box>
    </Flex>
  );
}

const Figures = ({ children }: { children: React.ReactNode }) => (
  <Flex direction="column" alignItems="stretch" gap={2} tag="ul">
    {children}
  </Flex>
);

function usePeriod(initial: PeriodChoice) {
  const [choice, setChoice] = useState<PeriodChoice>(initial);
  const range = useMemo(() => periodRange(choice), [choice]);
  return { choice, setChoice, range };
}

/** The most viewed products in a chosen period (product detail views, docs/staff-workspace.md#statistics). */
export function ProductsWidget() {
  const t = useT();
  const { choice, setChoice, range } = usePeriod('30');
  const data = useStatistic('statisticsProducts', range);
  return (
    <Box>
      <PeriodSelect value={choice} onChange={setChoice} />
      {data === false ? <Widget.Error /> : null}
      {data === null ? <Widget.Loading /> : null}
      {data && !data.items.length ? <Widget.NoData>{t('statistics.products.none')}</Widget.NoData> : null}
      {data && data.items.length ? (
        <Figures>
          {data.items.map((p, i) => (
            <Figure key={p.pk} label={`${i + 1}. ${p.model ?? t('statistics.products.unknown', { pk: p.pk })}`} value={p.views} />
          ))}
        </Figures>
      ) : null}
    </Box>
  );
}

/** Visits of the meeting and inquiry pages in a chosen period. */
export function VisitsWidget() {
  const t = useT();
  const { choice, setChoice, range } = usePeriod('30');
  const data = useStatistic('statisticsVisits', range);
  return (
    <Box>
      <PeriodSelect value={choice} onChange={setChoice} />
      {data === false ? <Widget.Error /> : null}
      {data === null ? <Widget.Loading /> : null}
      {data ? (
        <Figures>
          <Figure label={t('statistics.visits.MEETING')} value={data.visits.MEETING} />
          <Figure label={t('statistics.visits.QNA')} value={data.visits.QNA} />
        </Figures>
      ) : null}
    </Box>
  );
}

const MEETING_LABELS: Record<string, MessageKey> = {
  REQUEST: 'statistics.meetings.REQUEST',
  REQ_MANAGER: 'statistics.meetings.REQ_MANAGER',
  REQ_ADMIN: 'statistics.meetings.REQ_ADMIN',
  CHANGE: 'statistics.meetings.CHANGE',
  RESERVE: 'statistics.meetings.RESERVE',
  COMPLETE: 'statistics.meetings.COMPLETE',
  CANCEL: 'statistics.meetings.CANCEL',
};

/** Meetings requested this month, by their status now. */
export function MeetingsWidget() {
  const t = useT();
  const range = useMemo(() => periodRange('month'), []);
  const data = useStatistic('statisticsMeetings', range);
  if (data === false) return <Widget.Error />;
  if (data === null) return <Widget.Loading />;
  return (
    <Figures>
      {Object.entries(data.meetings).map(([status, n]) => (
        <Figure key={status} label={MEETING_LABELS[status] ? t(MEETING_LABELS[status]) : status} value={n} />
      ))}
    </Figures>
  );
}

/** What is open now: inquiries waiting for an answer, members waiting for approval. */
export function OpenWidget() {
  const t = useT();
  const data = useStatistic('statisticsOpen');
  if (data === false) return <Widget.Error />;
  if (data === null) return <Widget.Loading />;
  return (
    <Figures>
      <Figure label={t('statistics.open.inquiries')} value={data.openInquiries} strong />
      <Figure label={t('statistics.open.approvals')} value={data.pendingApprovals} strong />
    </Figures>
  );
}
