import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Tabs } from '../../../components/tabs';
import { type LangSegment, MEETING_TABS, meetingActions, type MeetingItem, type MeetingLists } from '@portal/domain';
import { failureMessage } from '../../../lib/failure-message';
import { useIsland, type IslandProps } from '../../../lib/island';
import type { Translate } from '../../../lib/messages';
import { RequireMember } from '../../../lib/require-member';
import { sitePath } from '../../../lib/site-nav';
import { useAreaChanges } from '../../../lib/use-area-changes';
import { useLoad } from '../../../lib/use-load';
import { useMenuVisit } from '../../../lib/use-menu-visit';
import { approveMeeting, listMeetings } from '../api/meetings';
import { meetingDate, meetingTime } from '../lib/meeting-time';
import { CancelDialog } from './cancel-dialog';
import { DetailDialog } from './detail-dialog';
import { LoadStatus } from '../../../components/load-status';
import type { CardAction } from './meeting-card';
import { MeetingList } from './meeting-list';
import { ModifyDialog } from './modify-dialog';
import './meetings.css';
import './shared.css';

/** Each tab's cards: all of them, or one display group (docs/meetings.md#statuses). */
const TAB_ITEMS: Record<(typeof MEETING_TABS)[number], (l: MeetingLists) => MeetingItem[]> = {
  all: (l) => membersTurnFirst([...l.reserveList, ...l.requestList, ...l.completeList, ...l.cancelList]),
  plan: (l) => l.reserveList,
  apply: (l) => membersTurnFirst(l.requestList),
  complete: (l) => l.completeList,
  cancel: (l) => l.cancelList,
};

/**
 * The meetings that wait for the member (a manager's proposal to approve) lead, in the server's order otherwise
 * (issue 29 item 2: a proposal sat alone on page 2 under requests that wait for the manager).
 */
function membersTurnFirst(items: MeetingItem[], now = Date.now()): MeetingItem[] {
  const waiting = (item: MeetingItem) => (meetingActions(item, now).approve ? 0 : 1);
  return [...items].sort((a, b) => waiting(a) - waiting(b));
}

/** The confirm prompts of the cards' direct actions (docs/meetings.md#validation: approval and join are confirmed first). */
type Prompt = { action: 'approve' | 'join'; item: MeetingItem };

function Meetings({ t, lang }: { t: Translate; lang: LangSegment }) {
  useMenuVisit('MEETING');
  const lists = useLoad(listMeetings);
  // A change the bell announces (a proposal, a confirmation) shows on the cards without a reload.
  useAreaChanges('meeting', lists.reload);
  const [tab, setTab] = useState(0);
  const [open, setOpen] = useState<{ action: 'detail' | 'modify' | 'cancel'; item: MeetingItem } | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [notice, setNotice] = useState('');

  /** A success: the alert, then the list again (docs/meetings.md#member-actions). */
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
    lists.reload();
  };
  const onAction = (action: CardAction, item: MeetingItem) =>
    action === 'approve' || action === 'join' ? setPrompt({ action, item }) : setOpen({ action, item });
  const confirmPrompt = async () => {
    const { action, item } = prompt!;
    setPrompt(null);
    if (action === 'join') return void window.open(item.url, '_blank', 'noopener,noreferrer');
    try {
      await approveMeeting(item.pk);
      done(t('meeting.alert.approved'));
    } catch (error) {
      console.error('meeting approval failed', error);
      setNotice(`${t('meeting.alert.approveFailed')} ${failureMessage(error, t)}`);
    }
  };

  const now = Date.now();
  return (
    <div className="meeting-page">
      <div className="meeting-page__head">
        <h1 className="meeting-page__title">{t('meeting.title')}</h1>
        <a className="btn btn--accent" href={sitePath('/requestmeeting')}>
          {t('meeting.action.request')}
        </a>
      </div>
      {lists.data ? (
        <Tabs
          id="meetings"
          label={t('meeting.title')}
          tabs={MEETING_TABS.map((name) => t(`meeting.tab.${name}`))}
          selected={tab}
          onSelect={setTab}
          panels={MEETING_TABS.map((name) => (
            <MeetingList key={name} t={t} lang={lang} items={TAB_ITEMS[name](lists.data!)} now={now} onAction={onAction} />
          ))}
        />
      ) : (
        <LoadStatus className="meeting-status" t={t} error={lists.error} retry={lists.reload} />
      )}
      {open?.action === 'detail' && <DetailDialog t={t} lang={lang} pk={open.item.pk} onClose={() => setOpen(null)} />}
      {open?.action === 'modify' && <ModifyDialog t={t} lang={lang} pk={open.item.pk} onClose={() => setOpen(null)} onDone={done} />}
      {open?.action === 'cancel' && (
        <CancelDialog t={t} item={open.item} onClose={() => setOpen(null)} onDone={() => done(t('meeting.alert.cancelled'))} />
      )}
      <ConfirmDialog
        open={prompt !== null}
        message={
          prompt?.action === 'approve'
            ? t('meeting.confirm.approve', { date: meetingDate(prompt.item.meetingAt, lang), time: meetingTime(prompt.item.meetingAt) })
            : t('meeting.confirm.join')
        }
        confirmLabel={t(prompt?.action === 'join' ? 'meeting.action.join' : 'meeting.action.approve')}
        cancelLabel={t('meeting.action.back')}
        onConfirm={() => void confirmPrompt()}
        onCancel={() => setPrompt(null)}
      />
      <ConfirmDialog open={notice !== ''} message={notice} confirmLabel={t('meeting.action.ok')} onConfirm={() => setNotice('')} />
    </div>
  );
}

/** The meeting page, /{lang}/meeting (docs/meetings.md#screens): login required; tabs, cards, the detail/modify/cancel modals. */
export function MeetingIsland({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  return (
    <RequireMember t={t}>
      <Meetings t={t} lang={lang} />
    </RequireMember>
  );
}
