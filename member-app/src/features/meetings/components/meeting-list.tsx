import { useEffect, useState } from 'react';
import { type LangSegment, type MeetingItem } from '@portal/domain';
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

/** docs/meetings.md#constants: a text card list shows six cards a page. */
const PER_PAGE = 6;

/** One tab's cards, six a page with page buttons above six, or the empty state of docs/meetings.md#screens, docs/meetings.md#validation: a message and a button to home. */
export function MeetingList({ t, lang, items, now, onAction }: MeetingListProps) {
  const [page, setPage] = useState(0);
  const pages = Math.ceil(items.length / PER_PAGE);
  useEffect(() => setPage((p) => Math.min(p, Math.max(0, pages - 1))), [pages]);
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
    <>
      <ul className="meeting-page__cards" role="list">
        {items.slice(page * PER_PAGE, (page + 1) * PER_PAGE).map((item) => (
          <li key={item.pk}>
            <MeetingCard t={t} lang={lang} item={item} now={now} onAction={onAction} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="meeting-page__pager" aria-label={t('common.pager.label')}>
          {Array.from({ length: pages }, (_, i) => (
            <button
              key={i}
              type="button"
              className="btn btn--ghost"
              aria-current={i === page ? 'page' : undefined}
              onClick={() => setPage(i)}
            >
              {i + 1}
            </button>
          ))}
        </nav>
      )}
    </>
  );
}
