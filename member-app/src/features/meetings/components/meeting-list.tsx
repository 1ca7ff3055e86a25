import type { LangSegment } from '../../../contract/locales';
import type { MeetingItem } from '../../../contract/meetings';
import type { Translate } from '../../../lib/messages';
import { sitePath } from '../../../lib/site-nav';
import { MeetingCard, type CardAction } from './meeting-card';

interface MeetingListProps {
  t: Translate;
  lang: LangSegment;
  items: MeetingItem[];
  now: number;
  onAction: (action: CardAction, item: MeetingItem) => void;
}

/** One tab's cards, or the empty state of §2/§8: a message and a button to home. */
export function MeetingList({ t, lang, items, now, onAction }: MeetingListProps) {
  if (!items.length) {
    return (
      <div className="meeting-page__empty">
        <p>{t('meeting.empty.message')}</p>
        <a className="btn btn--accent" href={sitePath('/main')}>
          {t('common.backHome')}
        </a>
      </div>
    );
  }
  return (
    <ul className="meeting-page__cards" role="list">
      {items.map((item) => (
        <li key={item.pk}>
          <MeetingCard t={t} lang={lang} item={item} now={now} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}
