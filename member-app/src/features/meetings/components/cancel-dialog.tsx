import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { FormField, fieldProps } from '../../../components/form-field';
import { MEETING_LIMITS, meetingCancelInput, type MeetingItem } from '@portal/domain';
import { failureMessage, isFieldFailure } from '../../../lib/failure-message';
import { fieldError } from '../../../lib/field-error';
import type { Translate } from '../../../lib/messages';
import { applyServerErrors, useContractForm } from '../../../lib/use-contract-form';
import { cancelMeeting } from '../api/meetings';
import { ModalDialog } from '../../../components/modal-dialog';

interface CancelValues {
  pk: number;
  reason: string;
}

/**
 * The cancel modal (docs/meetings.md#statuses, docs/meetings.md#validation): a required reason, a confirm prompt, then the call. The server's reason error is
 * shown under the field and focused; any other failure is shown in the modal, which stays open.
 */
export function CancelDialog({ t, item, onClose, onDone }: { t: Translate; item: MeetingItem; onClose: () => void; onDone: () => void }) {
  const form = useContractForm<CancelValues>(meetingCancelInput, { defaultValues: { pk: item.pk, reason: '' } });
  const [pending, setPending] = useState<CancelValues | null>(null);
  const [problem, setProblem] = useState('');
  const error = fieldError(t, form.formState.errors, 'reason');

  const send = async () => {
    const values = pending!;
    setPending(null);
    try {
      await cancelMeeting(values.pk, values.reason);
      onDone();
    } catch (failure) {
      if (isFieldFailure(failure) && applyServerErrors(form, failure)) return;
      console.error('meeting cancel failed', failure);
      setProblem(`${t('meeting.alert.cancelFailed')} ${failureMessage(failure, t)}`);
    }
  };

  return (
    <ModalDialog title={t('meeting.cancelDialog.title')} closeLabel={t('common.close')} onClose={onClose}>
      <form
        className="meeting-form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setProblem('');
          setPending(values);
        })}
      >
        <p className="meeting-dialog__subject">{item.title}</p>
        <FormField id="meeting-cancel-reason" label={t('meeting.field.reason')} required error={error}>
          <textarea
            className="input"
            rows={4}
            maxLength={MEETING_LIMITS.reasonMax}
            aria-required="true"
            {...fieldProps('meeting-cancel-reason', error)}
            {...form.register('reason')}
          />
        </FormField>
        <FormAlert message={problem} />
        <div className="form-actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('meeting.action.close')}
          </button>
          <button type="submit" className="btn btn--accent">
            {t('meeting.action.cancelMeeting')}
          </button>
        </div>
        <ConfirmDialog
          open={pending !== null}
          message={t('meeting.confirm.cancel')}
          confirmLabel={t('meeting.action.cancelMeeting')}
          cancelLabel={t('meeting.action.back')}
          destructive
          onConfirm={() => void send()}
          onCancel={() => setPending(null)}
        />
      </form>
    </ModalDialog>
  );
}
