import { useId, useState } from 'react';
import { formatDate, type InquiryItem, localeBySegment, type LangSegment } from '@portal/domain';
import type { Translate } from '../../../lib/messages';
import { AttachmentList } from './attachment-list';

interface InquiryEntryProps {
  t: Translate;
  lang: LangSegment;
  inquiry: InquiryItem;
  onEdit: () => void;
  onDelete: () => void;
  onError: (message: string) => void;
}

/** A reference link that opens in a new tab, or nothing. */
function ReferenceLink({ t, url }: { t: Translate; url: string }) {
  if (!url) return null;
  return (
    <p className="qna-item__url">
      <span className="qna-item__label">{t('qna.form.url')}</span>{' '}
      <a href={url} target="_blank" rel="noopener noreferrer nofollow">
        {url}
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
    </p>
  );
}

/**
 * One expandable inquiry (docs/product/inquiries.md#screens): date, type, title and the state in words; opened, its content, reference
 * URL, attachments and the answer with its attachments. Edit only while it waits for an answer (docs/product/inquiries.md#statuses); delete always.
 */
export function InquiryEntry({ t, lang, inquiry, onEdit, onDelete, onError }: InquiryEntryProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const waiting = inquiry.processStatus === 'WAIT';
  return (
    <li className="qna-item" data-status={inquiry.processStatus}>
      <h2 className="qna-item__heading">
        <button type="button" className="qna-item__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <span className="qna-item__date">
            <span className="visually-hidden">{t('qna.list.date')} </span>
            {formatDate(inquiry.createAt, localeBySegment(lang)!)}
          </span>
          <span className="qna-item__type">{inquiry.questionTypeName}</span>
          <span className="qna-item__title">{inquiry.title}</span>
          <span className={`qna-item__status qna-item__status--${inquiry.processStatus.toLowerCase()}`}>
            <span className="visually-hidden">{t('qna.list.status')} </span>
            {t(`qna.status.${inquiry.processStatus}`)}
          </span>
        </button>
      </h2>
      <div id={bodyId} className="qna-item__body" hidden={!open}>
        <p className="qna-item__content">{inquiry.content}</p>
        <ReferenceLink t={t} url={inquiry.url} />
        <AttachmentList t={t} title={t('qna.list.attachments')} assets={inquiry.assets} onError={onError} />
        {inquiry.answer && (
          <section className="qna-item__answer" aria-label={t('qna.list.answer')}>
            <h3 className="qna-item__label">
              {t('qna.list.answer')}
              {inquiry.answer.answerAt && (
                <span className="qna-item__date"> {formatDate(inquiry.answer.answerAt, localeBySegment(lang)!)}</span>
              )}
            </h3>
            <p className="qna-item__content">{inquiry.answer.content}</p>
            <ReferenceLink t={t} url={inquiry.answer.url} />
            <AttachmentList t={t} title={t('qna.list.answerAttachments')} assets={inquiry.answer.assets} onError={onError} />
            {inquiry.answer.followUps.map((f) => (
              <div key={f.at} className="qna-item__follow-up">
                <h4 className="qna-item__label">
                  {t('qna.list.followUp')}
                  <span className="qna-item__date"> {formatDate(f.at, localeBySegment(lang)!)}</span>
                </h4>
                <p className="qna-item__content">{f.content}</p>
              </div>
            ))}
          </section>
        )}
        <div className="qna-item__actions">
          {waiting && (
            <button type="button" className="btn btn--ghost" onClick={onEdit}>
              {t('qna.action.edit')}
            </button>
          )}
          <button type="button" className="btn btn--ghost" onClick={onDelete}>
            {t('qna.action.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}
