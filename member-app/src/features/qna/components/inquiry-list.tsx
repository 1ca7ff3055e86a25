import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type InquiryItem, type QuestionType, type LangSegment } from '@portal/domain';
import { failureMessage } from '../../../lib/failure-message';
import type { Translate } from '../../../lib/messages';
import { sitePath } from '../../../lib/site-nav';
import { deleteInquiry } from '../api/inquiries';
import { ModalDialog } from '../../../components/modal-dialog';
import { InquiryEntry } from './inquiry-entry';
import { InquiryForm } from './inquiry-form';

/** docs/product/inquiries.md#constants: the inquiry list shows 2 per view. */
const PER_VIEW = 2;

interface InquiryListProps {
  t: Translate;
  lang: LangSegment;
  items: InquiryItem[];
  types: QuestionType[];
  /** Loads the list again after an edit or a delete. */
  onChanged: () => void;
}

/**
 * The inquiry list tab (docs/product/inquiries.md#screens): 2 expandable inquiries per view with previous/next, the edit modal while an
 * inquiry waits, delete with confirmation, and the empty state with a home button.
 */
export function InquiryList({ t, lang, items, types, onChanged }: InquiryListProps) {
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<InquiryItem | null>(null);
  const [deleting, setDeleting] = useState<InquiryItem | null>(null);
  const [message, setMessage] = useState('');
  const pages = Math.max(1, Math.ceil(items.length / PER_VIEW));
  useEffect(() => setPage((p) => Math.min(p, pages - 1)), [pages]);

  const remove = async () => {
    const inquiry = deleting!;
    setDeleting(null);
    try {
      await deleteInquiry(inquiry.pk);
      setMessage(t('qna.alert.deleted'));
      onChanged();
    } catch (error) {
      console.error('inquiry delete failed', error);
      setMessage(`${t('qna.alert.deleteFailed')} ${failureMessage(error, t)}`);
    }
  };

  return (
    <div className="qna-list">
      {!items.length && (
        <div className="qna-list__empty">
          <p>{t('qna.list.empty')}</p>
          <a className="btn btn--accent" href={sitePath('/main')}>
            {t('common.backHome')}
          </a>
        </div>
      )}
      <ul className="qna-list__items" hidden={!items.length}>
        {items.slice(page * PER_VIEW, page * PER_VIEW + PER_VIEW).map((inquiry) => (
          <InquiryEntry
            key={inquiry.pk}
            t={t}
            lang={lang}
            inquiry={inquiry}
            onEdit={() => setEditing(inquiry)}
            onDelete={() => setDeleting(inquiry)}
            onError={setMessage}
          />
        ))}
      </ul>
      {pages > 1 && (
        <nav className="qna-list__pager" aria-label={t('qna.list.heading')}>
          <button type="button" className="btn btn--ghost" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('qna.list.prev')}
          </button>
          <span aria-live="polite">{t('qna.list.page', { page: page + 1, total: pages })}</span>
          <button type="button" className="btn btn--ghost" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            {t('qna.list.next')}
          </button>
        </nav>
      )}
      {editing && (
        <ModalDialog title={t('qna.edit.title')} closeLabel={t('common.close')} onClose={() => setEditing(null)}>
          <InquiryForm
            id="qna-edit"
            t={t}
            lang={lang}
            types={types}
            inquiry={editing}
            onCancel={() => setEditing(null)}
            onSaved={(text) => {
              setEditing(null);
              setMessage(text);
              onChanged();
            }}
          />
        </ModalDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={t('qna.confirm.delete')}
        confirmLabel={t('qna.action.delete')}
        cancelLabel={t('qna.action.cancel')}
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
      {/* Mounted with the empty state too: the 'deleted' alert shows over it. */}
      <ConfirmDialog open={message !== ''} message={message} confirmLabel={t('qna.action.ok')} onConfirm={() => setMessage('')} />
    </div>
  );
}
