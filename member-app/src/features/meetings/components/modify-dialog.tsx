import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { type LangSegment, meetingActions } from '@portal/domain';
import { failureMessage } from '../../../lib/failure-message';
import type { Translate } from '../../../lib/messages';
import { useLoad } from '../../../lib/use-load';
import { approveMeeting, meetingEditData, type MeetingEditData } from '../api/meetings';
import { approvableInModify, calendarLocked, editBlockedKey, editValues } from '../lib/meeting-form';
import { meetingDate, meetingTime } from '../lib/meeting-time';
import { LoadStatus } from '../../../components/load-status';
import { ModalDialog } from '../../../components/modal-dialog';
import { MeetingForm } from './meeting-form';
import './shared.css';

interface ModifyDialogProps {
  t: Translate;
  lang: LangSegment;
  pk: number;
  onClose: () => void;
  /** After a saved change or an approval: the page alerts and reloads the list. */
  onDone: (message: string) => void;
}

/** What the member cannot change but should see: the earlier content, the manager's reason, a proposed time. */
function Before({ t, lang, data }: { t: Translate; lang: LangSegment; data: MeetingEditData }) {
  return (
    <div className="meeting-before">
      {data.meetingAt && (
        <p>
          <strong>{t(data.status === 'RESERVE' ? 'meeting.detail.meetingAt' : 'meeting.detail.proposedAt')}</strong>{' '}
          {meetingDate(data.meetingAt, lang)} {meetingTime(data.meetingAt)}
        </p>
      )}
      {data.changeReasonManager && (
        <p>
          <strong>{t('meeting.field.managerReason')}</strong> {data.changeReasonManager}
        </p>
      )}
      <p className="meeting-before__label">{t('meeting.field.description')}</p>
      <p className="meeting-before__text">{data.requestDescription || '-'}</p>
    </div>
  );
}

/**
 * The modify modal (docs/meetings.md#modify-modal): the meeting's edit data in the request form with the categories fixed and the calendar
 * under the docs/meetings.md#modify-modal rules; save only when meetingActions allows an edit; approval only for a REQUEST last updated by
 * ADMIN with a time. Failures are shown in the modal, which stays open.
 */
export function ModifyDialog({ t, lang, pk, onClose, onDone }: ModifyDialogProps) {
  const loaded = useLoad(() => meetingEditData(pk), [pk]);
  const [approving, setApproving] = useState(false);
  const [problem, setProblem] = useState('');
  const data = loaded.data;
  const allowed = data ? meetingActions(data) : null;

  const approve = async () => {
    setApproving(false);
    setProblem('');
    try {
      await approveMeeting(pk);
      onDone(t('meeting.alert.approved'));
    } catch (error) {
      console.error('meeting approval failed', error);
      setProblem(`${t('meeting.alert.approveFailed')} ${failureMessage(error, t)}`);
    }
  };

  return (
    <ModalDialog title={t('meeting.modify.title')} closeLabel={t('common.close')} onClose={onClose}>
      {data && allowed ? (
        <>
          <FormAlert message={problem} />
          {!allowed.edit && <p className="meeting-before__note">{t(editBlockedKey(data))}</p>}
          <MeetingForm
            id="meeting-modify"
            t={t}
            lang={lang}
            mode="modify"
            platforms={data.platforms}
            defaultValues={editValues(data)}
            calendarLocked={calendarLocked(data, false)}
            canSave={allowed.edit}
            before={<Before t={t} lang={lang} data={data} />}
            actions={
              approvableInModify(data) &&
              allowed.approve && (
                <button type="button" className="btn" data-action="approve" onClick={() => setApproving(true)}>
                  {t('meeting.action.approve')}
                </button>
              )
            }
            onSaved={() => onDone(t('meeting.alert.modified'))}
            onCancel={onClose}
          />
          <ConfirmDialog
            open={approving}
            message={t('meeting.confirm.approve', { date: meetingDate(data.meetingAt, lang), time: meetingTime(data.meetingAt) })}
            confirmLabel={t('meeting.action.approve')}
            cancelLabel={t('meeting.action.back')}
            onConfirm={() => void approve()}
            onCancel={() => setApproving(false)}
          />
        </>
      ) : (
        <LoadStatus className="meeting-status" t={t} error={loaded.error} retry={loaded.reload} />
      )}
    </ModalDialog>
  );
}
