import { Alert, Box, Button, Flex, Typography } from '@strapi/design-system';
import { ChevronLeft, ChevronRight } from '@strapi/icons';
import { useIntl } from 'react-intl';
import { useT } from '../i18n';
import type { DeskMeeting } from './api';
import { addDays, startOfDay } from './time';

interface Props {
  weekStart: Date;
  meetings: DeskMeeting[];
  onWeek: (start: Date) => void;
}

/**
 * A week of scheduled meetings, one row per manager and one column per day (the staff member's time zone); a
 * meeting within an hour of another of the same manager is marked and counted above the grid.
 */
export function WeekCalendar({ weekStart, meetings, onWeek }: Props) {
  const t = useT();
  const { locale } = useIntl();
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' });
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const managers = [...new Map(meetings.map((m) => [m.manager?.id ?? 0, m.manager?.name ?? t('meetings.unassigned')])).entries()];
  const overlapping = meetings.filter((m) => m.overlaps.length > 0);
  const onDay = (managerId: number, day: Date) =>
    meetings
      .filter((m) => (m.manager?.id ?? 0) === managerId && m.meetingAt && startOfDay(new Date(m.meetingAt.at)).getTime() === day.getTime())
      .sort((a, b) => a.meetingAt!.at.localeCompare(b.meetingAt!.at));

  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Flex gap={2} wrap="wrap">
        <Button variant="tertiary" startIcon={<ChevronLeft />} onClick={() => onWeek(addDays(weekStart, -7))}>
          {t('meetings.week.previous')}
        </Button>
        <Typography variant="delta" tag="h2">
          {t('meetings.week.of', { day: dayName.format(weekStart) })}
        </Typography>
        <Button variant="tertiary" endIcon={<ChevronRight />} onClick={() => onWeek(addDays(weekStart, 7))}>
          {t('meetings.week.next')}
        </Button>
      </Flex>
      {overlapping.length > 0 && (
        <Alert variant="warning" closeLabel={t('meetings.close')} title={t('meetings.week.overlapTitle')}>
          {t('meetings.week.overlaps', { count: overlapping.length })}
        </Alert>
      )}
      {managers.length === 0 ? (
        <Typography textColor="neutral600">{t('meetings.week.none')}</Typography>
      ) : (
        <Box overflow="auto" hasRadius background="neutral0" shadow="tableShadow">
          <div
            role="table"
            aria-label={t('meetings.tab.week')}
            style={{ display: 'grid', gridTemplateColumns: '140px repeat(7, minmax(130px, 1fr))', minWidth: 1050 }}
          >
            <div role="row" style={{ display: 'contents' }}>
              <Box role="columnheader" padding={3} background="neutral100">
                <Typography variant="sigma">{t('meetings.col.manager')}</Typography>
              </Box>
              {days.map((day) => (
                <Box key={day.getTime()} role="columnheader" padding={3} background="neutral100">
                  <Typography variant="sigma">{dayName.format(day)}</Typography>
                </Box>
              ))}
            </div>
            {managers.map(([managerId, name]) => (
              <div role="row" key={managerId} style={{ display: 'contents' }}>
                <Box role="rowheader" padding={3} borderColor="neutral150" borderStyle="solid" borderWidth="1px 0 0 0">
                  <Typography fontWeight="bold">{name}</Typography>
                </Box>
                {days.map((day) => (
                  <Box key={day.getTime()} role="cell" padding={2} borderColor="neutral150" borderStyle="solid" borderWidth="1px 0 0 1px">
                    <Flex direction="column" alignItems="stretch" gap={2}>
                      {onDay(managerId, day).map((m) => (
                        <Box
                          key={m.pk}
                          padding={2}
                          hasRadius
                          background={m.overlaps.length ? 'danger100' : 'primary100'}
                          borderColor={m.overlaps.length ? 'danger600' : 'primary200'}
                          borderStyle="solid"
                          borderWidth="1px"
                          data-overlap={m.overlaps.length > 0 || undefined}
                        >
                          <Typography variant="pi" fontWeight="bold" textColor={m.overlaps.length ? 'danger700' : 'primary700'}>
                            {clock.format(new Date(m.meetingAt!.at))}
                            {m.overlaps.length > 0 && ` · ${t('meetings.week.overlap')}`}
                          </Typography>
                          <Typography variant="pi" tag="p" ellipsis>
                            {m.title}
                          </Typography>
                          <Typography variant="pi" tag="p" textColor="neutral600" ellipsis>
                            {m.company || m.member?.name}
                          </Typography>
                        </Box>
                      ))}
                    </Flex>
                  </Box>
                ))}
              </div>
            ))}
          </div>
        </Box>
      )}
    </Flex>
  );
}
