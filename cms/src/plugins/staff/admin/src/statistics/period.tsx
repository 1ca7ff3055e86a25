import { Box, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import type { StaffCallReply } from '@portal/domain';
import { useStaffApi, type CallOptions } from '../staff-api';

type StatisticName = 'statisticsProducts' | 'statisticsVisits' | 'statisticsMeetings' | 'statisticsOpen';

/** The periods a statistic can cover, in the staff member's local days (today included). */
const PERIODS = ['7', '30', '90', 'month'] as const;
export type PeriodChoice = (typeof PERIODS)[number];

/** [from, to) as ISO instants: the last N local days up to the end of today, or this calendar month. */
export function periodRange(choice: PeriodChoice, now = new Date()) {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  if (choice === 'month') {
    return {
      from: new Date(now.getFullYear(), now.getMonth(), 1).toISOString(),
      to: new Date(now.getFullYear(), now.getMonth() + 1, 1).toISOString(),
    };
  }
  const from = new Date(tomorrow.getFullYear(), tomorrow.getMonth(), tomorrow.getDate() - Number(choice));
  return { from: from.toISOString(), to: tomorrow.toISOString() };
}

export function PeriodSelect({ value, onChange }: { value: PeriodChoice; onChange: (v: PeriodChoice) => void }) {
  const t = useT();
  return (
    <Box paddingBottom={3} maxWidth="220px">
      <SingleSelect
        size="S"
        aria-label={t('statistics.period.label')}
        value={value}
        onChange={(v: string | number) => onChange(String(v) as PeriodChoice)}
      >
        {PERIODS.map((p) => (
          <SingleSelectOption key={p} value={p}>
            {p === 'month' ? t('statistics.period.month') : t('statistics.period.days', { days: p })}
          </SingleSelectOption>
        ))}
      </SingleSelect>
    </Box>
  );
}

/** Loads a statistic for a period (or none); `null` while loading, `false` when it failed. */
export function useStatistic<N extends StatisticName>(name: N, range?: { from: string; to: string }) {
  const api = useStaffApi();
  const [data, setData] = useState<StaffCallReply<N> | null | false>(null);
  const from = range?.from;
  const to = range?.to;
  useEffect(() => {
    let live = true;
    setData(null);
    void api
      // `open` takes no period; the others need one (the widgets pass it).
      .call(name, (from && to ? { query: { from, to } } : {}) as CallOptions<N>)
      .then((reply) => live && setData(reply.data ?? false));
    return () => {
      live = false;
    };
  }, [api, name, from, to]);
  return data;
}
