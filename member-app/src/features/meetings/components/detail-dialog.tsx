import type { ReactNode } from 'react';
import { formatName, localeBySegment, type LangSegment, type MeetingItem } from '@portal/domain';
import type { Translate } from '../../../lib/messages';
import { useLoad } from '../../../lib/use-load';
import { meetingDetail } from '../api/meetings';
import { managerName, meetingDate, meetingTime, shownTime } from '../lib/meeting-time';
import { LoadStatus } from '../../../components/load-status';
import { statusKey } from './meeting-card';
import { ModalDialog } from '../../../components/modal-dialog';
import './shared.css';

/** The facts of a meeting as a definition list; empty values show '-'. */
function Facts({ t, lang, item }: { t: Translate; lang: LangSegment; item: MeetingItem }) {
  const at = shownTime(item);
  const locale = localeBySegment(lang)!;
  const manager = item.manager;
  const rows: [string, ReactNode][] = [
    ['meeting.detail.status', `${t(`meeting.tag.${item.tag}`)} · ${t(statusKey(item))}`],
    ['meeting.field.title', item.title],
    ['meeting.card.date', at ? `${meetingDate(at, lang)} ${meetingTime(at)}` : t('meeting.card.anytime')],
    [
      'meeting.card.manager',
      manager ? [managerName(item, lang), manager.department, manager.position, manager.email].filter(Boolean).join(' · ') : '',
    ],
    ['meeting.field.platform', item.requestPlatform],
    ['meeting.detail.business', [item.productCategoryName, item.productName].filter(Boolean).join(' / ')],
    [
      'meeting.field.attendees',
      [
        item.requesterJoin ? t('meeting.detail.requesterJoins') : '',
        ...item.meetingUsers.map((u) => [formatName(u, locale), u.position, u.email].filter(Boolean).join(', ')),
      ]
        .filter(Boolean)
        .join('\n'),
    ],
    ['meeting.field.description', item.requestDescription],
  ];
  if (item.changeReason) rows.push(['meeting.field.changeReason', item.changeReason]);
  if (item.tag === 'complete') rows.push(['meeting.detail.result', item.result]);
  if (item.tag === 'cancel') rows.push(['meeting.detail.cancelReason', item.cancelReason]);
  return (
    <dl className="meeting-detail">
      {rows.map(([label, value]) => (
        <div key={label} className="meeting-detail__row" data-field={label.split('.').pop()}>
          <dt>{t(label)}</dt>
          <dd>{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The read-only detail (docs/meetings.md#screens: complete and cancel cards' content check), with the result or '-' and the cancel reason. */
export function DetailDialog({ t, lang, pk, onClose }: { t: Translate; lang: LangSegment; pk: number; onClose: () => void }) {
  const detail = useLoad(() => meetingDetail(pk), [pk]);
  return (
    <ModalDialog title={t('meeting.detail.title')} closeLabel={t('common.close')} onClose={onClose}>
      {detail.data ? (
        <Facts t={t} lang={lang} item={detail.data} />
      ) : (
        <LoadStatus className="meeting-status" t={t} error={detail.error} retry={detail.reload} />
      )}
      <div className="form-actions">
        <button type="button" className="btn btn--accent" onClick={onClose}>
          {t('meeting.action.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
