import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { FormField, fieldProps } from '../../../components/form-field';
import { type LangSegment, MEETING_LIMITS, meetingEditInput, type MeetingEditInput, type MeetingPlatform } from '@portal/domain';
import { failureMessage, isFieldFailure } from '../../../lib/failure-message';
import { fieldError } from '../../../lib/field-error';
import type { Translate } from '../../../lib/messages';
import { applyServerErrors, useContractForm } from '../../../lib/use-contract-form';
import { saveMeeting } from '../api/meetings';
import type { MeetingFormValues } from '../lib/meeting-form';
import { AttendeesField } from './attendees-field';
import { CatalogueSelects } from './catalogue-selects';
import { MeetingWhen } from './meeting-when';

interface MeetingFormProps {
  /** Prefix of the input ids. */
  id: string;
  t: Translate;
  lang: LangSegment;
  platforms: MeetingPlatform[];
  defaultValues: MeetingFormValues;
  /** A new request, or the modify modal (categories fixed, description added to the earlier one). */
  mode: 'request' | 'modify';
  /** The calendar is fixed (docs/meetings.md#modify-modal). */
  calendarLocked?: boolean;
  /** Whether the save button shows (the modify modal hides it when the rules forbid an edit). */
  canSave?: boolean;
  /** Read-only lines above the editable description (the earlier content, the manager's change reason). */
  before?: ReactNode;
  /** Buttons beside save (approval in the modify modal). */
  actions?: ReactNode;
  onSaved: (pk: number) => void;
  onCancel: () => void;
}

/**
 * The meeting request form (docs/meetings.md#screens, docs/meetings.md#validation), shared by /requestmeeting and the modify modal: validated by the contract's
 * meetingEditInput on both sides, confirmed before it is sent; a failure keeps the form (and the modal) open
 * with the message, field errors under their fields.
 */
export function MeetingForm(props: MeetingFormProps) {
  const { id, t, lang, platforms, defaultValues, mode, calendarLocked, canSave = true, before, actions, onSaved, onCancel } = props;
  const form = useContractForm<MeetingFormValues>(meetingEditInput, { defaultValues });
  const { register, formState } = form;
  const err = (name: string) => fieldError(t, formState.errors, name);
  const [pending, setPending] = useState<MeetingEditInput | null>(null);
  const [problem, setProblem] = useState('');
  const modify = mode === 'modify';

  const onValid = (values: MeetingFormValues) => {
    setProblem('');
    // docs/meetings.md#validation: with no date the request is for any time; the schema's output says so, the box shows it.
    if (!values.requestMeetingAt) form.setValue('requestAnywhen', true);
    setPending(values as unknown as MeetingEditInput);
  };
  const send = async () => {
    const body = pending!;
    setPending(null);
    try {
      const { pk } = await saveMeeting(body);
      onSaved(pk);
    } catch (error) {
      if (isFieldFailure(error) && applyServerErrors(form, error)) return;
      console.error('meeting save failed', error);
      setProblem(`${t(modify ? 'meeting.alert.modifyFailed' : 'meeting.alert.requestFailed')} ${failureMessage(error, t)}`);
    }
  };

  return (
    <form className="meeting-form" noValidate onSubmit={form.handleSubmit(onValid)}>
      {/* A meeting the rules do not let the member edit is shown, not offered for editing. */}
      <fieldset className="meeting-form__fields" disabled={!canSave}>
        <MeetingWhen id={id} t={t} lang={lang} form={form} locked={calendarLocked} />
        <CatalogueSelects id={id} t={t} form={form} disabled={modify} />
        <FormField id={`${id}-platform`} label={t('meeting.field.platform')} required error={err('requestPlatform')}>
          <select
            className="input"
            aria-required="true"
            {...fieldProps(`${id}-platform`, err('requestPlatform'))}
            {...register('requestPlatform')}
          >
            {platforms.map((p) => (
              <option key={p.value} value={p.value}>
                {p.name}
              </option>
            ))}
          </select>
        </FormField>
        <AttendeesField id={id} t={t} form={form} />
        <FormField
          id={`${id}-title`}
          label={t('meeting.field.title')}
          required
          error={err('title')}
          hint={t('meeting.field.titleHint', { max: MEETING_LIMITS.titleMax })}
        >
          <input
            className="input"
            maxLength={MEETING_LIMITS.titleMax}
            aria-required="true"
            {...fieldProps(`${id}-title`, err('title'), true)}
            {...register('title')}
          />
        </FormField>
        {before}
        <FormField
          id={`${id}-description`}
          label={t(modify ? 'meeting.field.descriptionAdd' : 'meeting.field.description')}
          required
          error={err('requestDescription')}
          hint={modify ? t('meeting.field.descriptionAddHint') : undefined}
        >
          <textarea
            className="input meeting-form__description"
            rows={6}
            maxLength={MEETING_LIMITS.descriptionMax}
            aria-required="true"
            {...fieldProps(`${id}-description`, err('requestDescription'), modify)}
            {...register('requestDescription')}
          />
        </FormField>
        {modify && (
          <FormField id={`${id}-change-reason`} label={t('meeting.field.changeReason')} error={err('changeReason')}>
            <textarea
              className="input"
              rows={2}
              maxLength={MEETING_LIMITS.reasonMax}
              {...fieldProps(`${id}-change-reason`, err('changeReason'))}
              {...register('changeReason')}
            />
          </FormField>
        )}
      </fieldset>
      <FormAlert message={problem} />
      <div className="form-actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t(modify ? 'meeting.action.close' : 'meeting.action.cancel')}
        </button>
        {actions}
        {canSave && (
          <button type="submit" className="btn btn--accent">
            {t(modify ? 'meeting.action.save' : 'meeting.action.apply')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={pending !== null}
        message={t(modify ? 'meeting.confirm.modify' : 'meeting.confirm.request')}
        confirmLabel={t('meeting.action.ok')}
        cancelLabel={t('meeting.action.back')}
        onConfirm={() => void send()}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
