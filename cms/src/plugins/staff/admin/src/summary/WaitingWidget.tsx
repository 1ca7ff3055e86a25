import { Widget } from '@strapi/strapi/admin';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useEffect, useState } from 'react';
import type { StaffCallReply, StaffTool } from '@portal/domain';
import { useT, type MessageKey } from '../i18n';
import { useStaffApi } from '../staff-api';

const LABELS: Partial<Record<StaffTool, MessageKey>> = {
  meetings: 'widget.waiting.meetings',
  inquiries: 'widget.waiting.inquiries',
  members: 'widget.waiting.members',
};

/** The admin home's "Waiting for you": the work each of the staff member's tools has waiting (server/summary.ts). */
export function WaitingWidget() {
  const t = useT();
  const api = useStaffApi();
  const [summary, setSummary] = useState<StaffCallReply<'summary'> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void api.call('summary').then((reply) => (reply.data ? setSummary(reply.data) : setFailed(true)));
  }, [api]);
  if (failed) return <Widget.Error />;
  if (!summary) return <Widget.Loading />;
  const rows = (Object.entries(summary.waiting) as [StaffTool, number][]).filter(([tool]) => LABELS[tool]);
  if (rows.length === 0) return <Widget.NoData>{t('widget.waiting.none')}</Widget.NoData>;
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      {rows.map(([tool, count]) => (
        <Flex key={tool} justifyContent="space-between" tag="p">
          <Typography>{t(LABELS[tool]!)}</Typography>
          <Box>
            <Typography fontWeight="bold" textColor={count > 0 ? 'danger600' : 'neutral600'}>
              {count}
            </Typography>
          </Box>
        </Flex>
      ))}
    </Flex>
  );
}
