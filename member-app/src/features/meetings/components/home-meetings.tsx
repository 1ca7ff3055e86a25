import { useEffect, useState } from 'react';
import { Icon } from '../../../components/icon';
import { type LangSegment, meetingActions, type MeetingItem } from '@portal/domain';
import { useIsland, useSignedInUser, type IslandProps } from '../../../lib/island';
import type { Translate } from '../../../lib/messages';
import { sitePath } from '../../../lib/site-nav';
import { useAreaChanges } from '../../../lib/use-area-changes';
import { useLoad } from '../../../lib/use-load';
import { listHomeMeetings } from '../api/meetings';
import { meetingDate, meetingTime, shownTime } from '../lib/meeting-time';
import { LoadStatus } from '../../../components/load-status';
import { dDayText, statusKey } from './meeting-card';
import './shared.css';
import './home-meetings.css';

/** docs/product/content.md#home: the meeting cards are grouped in pairs. */
const PER_PAGE = 2;

function HomeCard({ t, lang, item }: { t: Translate; lang: LangSegment; item: MeetingItem }) {
  const at = shownTime(item);
  const dDay = meetingActions(item).dDay;
  return (
    <a className="home-meeting" href={sitePath('/meeting')} data-meeting-card={item.pk}>
      <span className="home-meeting__top">
        <span className={`meeting-card__tag meeting-card__tag--${item.tag}`}>{t(`meeting.tag.${item.tag}`)}</span>
        {dDay !== null && <span className="meeting-card__dday">{dDayText(dDay)}</span>}
      </span>
      <span className="home-meeting__title">{item.title}</span>
      <span className="home-meeting__when">{at ? `${meetingDate(at, lang)} ${meetingTime(at)}` : t('meeting.card.anytime')}</span>
      <span className="home-meeting__status">{t(statusKey(item))}</span>
    </a>
  );
}

/** The member's open meetings two at a time with a small pager, or the empty state with a request link. */
function MeetingPairs({ t, lang }: { t: Translate; lang: LangSegment }) {
  const items = useLoad(listHomeMeetings);
  useAreaChanges('meeting', items.reload);
  const [page, setPage] = useState(0);
  const list = items.data ?? [];
  const pages = Math.max(1, Math.ceil(list.length / PER_PAGE));
  useEffect(() => setPage((p) => Math.min(p, pages - 1)), [pages]);
  if (!items.data) return <LoadStatus className="meeting-status" t={t} error={items.error} retry={items.reload} />;
  if (!list.length) {
    return (
      <div className="home-meetings__empty">
        <p>{t('meeting.home.empty')}</p>
        <a className="btn btn--accent" href={sitePath('/requestmeeting')}>
          {t('meeting.action.request')}
        </a>
      </div>
    );
  }
  return (
    <div className="home-meetings">
      <ul className="home-meetings__cards" role="list" aria-live="polite">
        {list.slice(page * PER_PAGE, page * PER_PAGE + PER_PAGE).map((item) => (
          <li key={item.pk}>
            <HomeCard t={t} lang={lang} item={item} />
          </li>
        ))}
      </ul>
      <div className="home-meetings__bar">
        {pages > 1 && (
          <div className="home-meetings__pager">
            <button
              type="button"
              className="home-meetings__page"
              aria-label={t('meeting.home.prev')}
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              <Icon name="chevronLeft" />
            </button>
            <span>{t('meeting.home.page', { page: page + 1, pages })}</span>
            <button
              type="button"
              className="home-meetings__page"
              aria-label={t('meeting.home.next')}
              disabled={page >= pages - 1}
              onClick={() => setPage(page + 1)}
            >
              <Icon name="chevronRight" />
            </button>
          </div>
        )}
        <a className="home-meetings__all" href={sitePath('/meeting')}>
          {t('meeting.home.all')}
        </a>
      </div>
    </div>
  );
}

/**
 * The home page's meeting cards for members (docs/product/content.md#home), hydrated with client:member
 * inside the members-only notice's slot; visitors keep the notice. It loads anew for each signed-in member.
 */
export default function HomeMeetings({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  const user = useSignedInUser();
  if (!user) return null;
  return <MeetingPairs key={user.email} t={t} lang={lang} />;
}
