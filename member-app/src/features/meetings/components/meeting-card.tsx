import { useId } from 'react';
import { type LangSegment, meetingActions, type MeetingItem } from '@portal/domain';
import type { Translate } from '../../../lib/messages';
import { proposalState } from '../lib/meeting-form';
import { managerName, meetingDate, meetingTime, shownTime } from '../lib/meeting-time';
import './shared.css';

/** What a card's buttons ask the page to do. */
export type CardAction = 'detail' | 'modify' | 'cancel' | 'approve' | 'join';

interface MeetingCardProps {
  t: Translate;
  lang: LangSegment;
  item: MeetingItem;
  onAction: (action: CardAction, item: MeetingItem) => void;
  /** The moment the D-n count and the rules are worked out at (the page's render time). */
  now: number;
}

/**
 * The status line under the tag: a manager's proposal asks for approval while it can be approved (REQ_ADMIN, the
 * member's turn, says so too); once its time has passed it says the proposal expired instead.
 */
export function statusKey(item: MeetingItem, now: number = Date.now()): string {
  const proposal = proposalState(item, now);
  if (proposal === 'expired') return 'meeting.status.proposalExpired';
  if (proposal === 'open' && item.status === 'REQUEST') return 'meeting.status.proposed';
  return `meeting.status.${item.status}`;
}

/** 'D-12', or 'D-DAY' under one day (docs/meetings.md#statuses). */
export const dDayText = (days: number) => (days === 0 ? 'D-DAY' : `D-${days}`);

/**
 * One meeting (docs/meetings.md#screens, docs/meetings.md#statuses): tag, title, 'MMM D, YYYY', HH:mm and the manager, with exactly the buttons
 * meetingActions allows (the server applies the same function): a reserved meeting counts down and on its day offers
 * only joining; a request can be cancelled, changed only where the rules allow it (never a first request), and approved with the proposed time shown; closed meetings
 * open their read-only detail.
 */
export function MeetingCard({ t, lang, item, onAction, now }: MeetingCardProps) {
  const titleId = useId();
  const allowed = meetingActions(item, now);
  const at = item.tag === 'apply' ? (item.requestAnywhen ? null : item.requestMeetingAt) : shownTime(item);
  const button = (action: CardAction, label: string, accent = false, disabled = false) => (
    <button
      type="button"
      className={`btn ${accent ? 'btn--accent' : 'btn--ghost'}`}
      aria-describedby={titleId}
      disabled={disabled}
      data-action={action}
      onClick={() => onAction(action, item)}
    >
      {t(label)}
    </button>
  );
  const closed = item.tag === 'complete' || item.tag === 'cancel';

  return (
    <article className="meeting-card" data-meeting-card={item.pk} aria-labelledby={titleId}>
      <div className="meeting-card__top">
        <span className={`meeting-card__tag meeting-card__tag--${item.tag}`}>{t(`meeting.tag.${item.tag}`)}</span>
        {allowed.dDay !== null && <span className="meeting-card__dday">{dDayText(allowed.dDay)}</span>}
        <span className="meeting-card__status">{t(statusKey(item, now))}</span>
      </div>
      <h2 id={titleId} className="meeting-card__title">
        {item.title}
      </h2>
      <dl className="meeting-card__facts">
        <div>
          <dt>{t('meeting.card.date')}</dt>
          <dd>{at ? meetingDate(at, lang) : t('meeting.card.anytime')}</dd>
        </div>
        <div>
          <dt>{t('meeting.card.time')}</dt>
          <dd>{at ? meetingTime(at) : '-'}</dd>
        </div>
        <div>
          <dt>{t('meeting.card.manager')}</dt>
          <dd>{managerName(item, lang) || t('meeting.card.noManager')}</dd>
        </div>
      </dl>
      {/* A reserved meeting whose time is being changed keeps its confirmed slot in view (issue 29 item 2). */}
      {item.tag === 'apply' && item.confirmedAt && (
        <p className="meeting-card__confirmed">
          {t('meeting.card.confirmed', { date: meetingDate(item.confirmedAt, lang), time: meetingTime(item.confirmedAt) })}
        </p>
      )}
      {allowed.approve && item.meetingAt && (
        <p className="meeting-card__proposal">
          {t('meeting.card.proposed', { date: meetingDate(item.meetingAt, lang), time: meetingTime(item.meetingAt) })}
        </p>
      )}
      <div className="meeting-card__actions">
        {closed && button('detail', 'meeting.action.detail')}
        {allowed.join && button('join', 'meeting.action.join', true, !item.url)}
        {allowed.join && !item.url && <p className="meeting-card__note">{t('meeting.card.noUrl')}</p>}
        {allowed.edit && button('modify', 'meeting.action.change')}
        {allowed.cancel && button('cancel', 'meeting.action.cancel')}
        {allowed.approve && button('approve', 'meeting.action.approve', true)}
      </div>
    </article>
  );
}
