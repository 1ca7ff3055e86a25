import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormField, fieldProps } from '../../../components/form-field';
import { MEETING_LIMITS } from '@portal/domain';
import { fieldError } from '../../../lib/field-error';
import type { Translate } from '../../../lib/messages';
import { emptyAttendee, type MeetingFormValues } from '../lib/meeting-form';

const COLUMNS = ['firstName', 'lastName', 'position', 'email'] as const;

/**
 * Who attends (docs/meetings.md#validation): the requester's own box and up to 4 more people (first name, last name, position, e-mail).
 * Rows without a first or last name are dropped when sent (the contract does it); without the requester at
 * least one named attendee is needed.
 */
export function AttendeesField({ id, t, form }: { id: string; t: Translate; form: UseFormReturn<MeetingFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'meetingUsers' });
  const errors = form.formState.errors;
  const listError = fieldError(t, errors, 'meetingUsers', 'meetingUsers.root');
  const full = fields.length >= MEETING_LIMITS.attendeesMax;

  return (
    <FormField
      id={`${id}-attendees`}
      label={t('meeting.field.attendees')}
      group
      error={listError}
      hint={t('meeting.field.attendeesHint', { max: MEETING_LIMITS.attendeesMax })}
    >
      <label className="check">
        <input type="checkbox" {...form.register('requesterJoin')} />
        <span>{t('meeting.field.requesterJoin')}</span>
      </label>
      {fields.length > 0 && (
        <ol className="meeting-attendees">
          {fields.map((row, index) => (
            <li key={row.id} className="meeting-attendees__row" aria-label={t('meeting.field.attendeeRow', { n: index + 1 })}>
              {COLUMNS.map((column) => {
                const inputId = `${id}-attendee-${index}-${column}`;
                const error = fieldError(t, errors, `meetingUsers.${index}.${column}`);
                return (
                  <div key={column} className="meeting-attendees__cell">
                    <label className="visually-hidden" htmlFor={inputId}>
                      {t(`meeting.field.attendee.${column}`)} {index + 1}
                    </label>
                    <input
                      className="input"
                      type={column === 'email' ? 'email' : 'text'}
                      maxLength={column === 'email' ? MEETING_LIMITS.attendeeEmailMax : MEETING_LIMITS.attendeeTextMax}
                      placeholder={t(`meeting.field.attendee.${column}`)}
                      {...fieldProps(inputId, error)}
                      {...form.register(`meetingUsers.${index}.${column}`)}
                    />
                    {error && (
                      <p id={`${inputId}-error`} className="field__error">
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
              <button type="button" className="btn btn--ghost meeting-attendees__remove" onClick={() => remove(index)}>
                {t('meeting.action.removeAttendee')}
                <span className="visually-hidden"> {index + 1}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="btn btn--ghost" disabled={full} onClick={() => append(emptyAttendee())}>
        {t('meeting.action.addAttendee')}
      </button>
    </FormField>
  );
}
