import { Box, Button, Flex, Loader, Modal, Typography } from '@strapi/design-system';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { meetingStatusWord } from '../../../status-words';
import type { DeskEvent } from '../../../server/meetings/types';
import { inYourZone } from '../format';
import { useT, type MessageKey } from '../i18n';
import { useDeskApi, type DeskMeeting } from './api';

const EVENT_LABEL: Record<DeskEvent['action'], MessageKey> = {
  REQUEST: 'meetings.history.REQUEST',
  EDIT: 'meetings.history.EDIT',
  APPROVE: 'meetings.history.APPROVE',
  CANCEL: 'meetings.history.CANCEL',
  PROPOSE: 'meetings.history.PROPOSE',
  CONFIRM: 'meetings.history.CONFIRM',
  COMPLETE: 'meetings.history.COMPLETE',
  SET_URL: 'meetings.history.SET_URL',
  ASSIGN: 'meetings.history.ASSIGN',
};

/** One labelled line of the meeting's summary; nothing when there is no value. */
function Fact({ label, value }: { label: string; value: string | undefined | null }) {
  if (!value) return null;
  return (
    <Box paddingBottom={2}>
      <Typography variant="sigma" textColor="neutral600" tag="h3">
        {label}
      </Typography>
      <Typography tag="p" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * A meeting in detail (docs/staff-workspace.md#meetings-desk): what it is, its times in both zones, its result or
 * cancel reason, and its history: every request, proposal, confirmation, change, assignment and cancellation, who
 * did it and when (GET /staff/meetings/:pk/history). Opened from the row's menu; Escape or Close returns.
 */
export function HistoryDialog({ meeting, onClose }: { meeting: DeskMeeting; onClose: () => void }) {
  const t = useT();
  const { locale } = useIntl();
  const api = useDeskApi();
  const [events, setEvents] = useState<DeskEvent[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void api.history(meeting.pk).then((reply) => (reply.data ? setEvents(reply.data.events) : setFailed(true)));
  }, [api, meeting.pk]);

  const time = (at: { at: string; member: string } | null) =>
    at ? `${inYourZone(at.at, locale)} · ${t('meetings.memberTime', { time: at.member })}` : null;
  const who = (e: DeskEvent) =>
    e.actor.type === 'SYSTEM' ? t('meetings.history.system') : e.actor.name || t(`meetings.history.${e.actor.type}`);

  return (
    <Modal.Root open onOpenChange={(open: boolean) => !open && onClose()}>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{meeting.title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Fact label={t('meetings.history.status')} value={t(meetingStatusWord(meeting.status, meeting.queue))} />
          <Fact
            label={t('meetings.col.member')}
            value={[meeting.member?.name, meeting.member?.email, meeting.company].filter(Boolean).join(' · ')}
          />
          <Fact label={t('meetings.col.product')} value={[meeting.category, meeting.product].filter(Boolean).join(' · ')} />
          <Fact label={t('meetings.col.manager')} value={meeting.manager?.name} />
          <Fact label={t('meetings.col.time')} value={time(meeting.meetingAt)} />
          <Fact label={t('meetings.col.requested')} value={time(meeting.requested)} />
          <Fact label={t('meetings.history.link')} value={meeting.url} />
          <Fact label={t('meetings.history.result')} value={meeting.result} />
          <Fact label={t('meetings.history.cancelReason')} value={meeting.cancelReason} />
          <Box paddingTop={2}>
            <Typography variant="delta" tag="h3">
              {t('meetings.history.title')}
            </Typography>
            {failed && <Typography textColor="danger700">{t('meetings.loadFailed')}</Typography>}
            {!failed && !events && <Loader small>{t('meetings.loading')}</Loader>}
            {events && (
              <Flex tag="ol" direction="column" alignItems="stretch" gap={2} paddingTop={2} style={{ listStyle: 'none', padding: 0 }}>
                {events.map((e, i) => (
                  <Box tag="li" key={i} padding={3} hasRadius background="neutral100">
                    <Typography fontWeight="bold" tag="p">
                      {t(EVENT_LABEL[e.action])}
                    </Typography>
                    <Typography variant="pi" textColor="neutral700" tag="p">
                      {t('meetings.history.byAt', { who: who(e), at: inYourZone(e.at, locale) })}
                    </Typography>
                    {e.meetingAt && e.action !== 'ASSIGN' && e.action !== 'SET_URL' && (
                      <Typography variant="pi" tag="p">
                        {time(e.meetingAt)}
                      </Typography>
                    )}
                    {e.detail && (
                      <Typography tag="p" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {e.detail}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Flex>
            )}
          </Box>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">{t('meetings.history.close')}</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
