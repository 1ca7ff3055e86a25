import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { FormField, fieldProps } from '../../../components/form-field';
import type { LangSegment } from '@portal/domain';
import { fieldError } from '../../../lib/field-error';
import type { Translate } from '../../../lib/messages';
import type { MeetingFormValues } from '../lib/meeting-form';
import { TIME_SLOTS, offsetAt } from '../lib/meeting-time';
import { DatePicker } from './date-picker';

const DEFAULT_TIME = '10:00';

/** The half hours left on a day (all of them after today), plus the current value when it is off the grid. */
function slotsFor(date: string, current: string): string[] {
  const now = dayjs();
  const slots = date === now.format('YYYY-MM-DD') ? TIME_SLOTS.filter((s) => s > now.format('HH:mm')) : TIME_SLOTS;
  return current && !slots.includes(current) ? [...slots, current].sort() : slots;
}

interface MeetingWhenProps {
  id: string;
  t: Translate;
  lang: LangSegment;
  form: UseFormReturn<MeetingFormValues>;
  /** The calendar and time stay as they are (docs/meetings.md#modify-modal). */
  locked?: boolean;
}

/**
 * When the meeting should be (docs/meetings.md#validation): the 'schedule unrelated' box, the date picker (no past days) and a time select.
 * Together they set the form's requestMeetingAt ('YYYY-MM-DD HH:mm', the viewer's zone) and the UTC offset of that
 * time. Checking 'any time' clears the time; unchecking brings the chosen one back.
 */
export function MeetingWhen({ id, t, lang, form, locked = false }: MeetingWhenProps) {
  const { field } = useController({ control: form.control, name: 'requestMeetingAt' });
  const anytime = form.watch('requestAnywhen');
  const [date = '', valueTime = ''] = (field.value ?? '').split(' ');
  const [time, setTime] = useState(valueTime || DEFAULT_TIME);
  const remembered = useRef(field.value);
  const error = fieldError(t, form.formState.errors, 'requestMeetingAt', 'requestTimeZone');
  const disabled = anytime || locked;

  const set = (next: string | null) => {
    field.onChange(next);
    form.setValue('requestTimeZone', offsetAt(next));
  };
  const pickDate = (day: string) => {
    const slots = slotsFor(day, '');
    const at = slots.includes(time) ? time : (slots[0] ?? time);
    setTime(at);
    set(`${day} ${at}`);
  };
  const pickTime = (at: string) => {
    setTime(at);
    if (date) set(`${date} ${at}`);
  };
  const toggleAnytime = (checked: boolean) => {
    form.setValue('requestAnywhen', checked);
    if (checked) {
      remembered.current = field.value;
      set(null);
    } else set(remembered.current ?? null);
  };

  return (
    <FormField
      id={`${id}-date`}
      label={t('meeting.field.when')}
      group
      required
      error={error}
      hint={t('meeting.field.whenHint', { offset: offsetAt(field.value) })}
    >
      <label className="check meeting-when__anytime">
        <input type="checkbox" checked={anytime} onChange={(e) => toggleAnytime(e.target.checked)} />
        <span>{t('meeting.field.anytime')}</span>
      </label>
      <div className="meeting-when__inputs">
        <DatePicker
          id={`${id}-date`}
          t={t}
          lang={lang}
          value={date}
          onChange={pickDate}
          disabled={disabled}
          inputRef={field.ref}
          aria={{ ...fieldProps(`${id}-date`, error, true), 'aria-label': t('meeting.field.date') }}
        />
        <select
          className="input meeting-when__time"
          aria-label={t('meeting.field.time')}
          value={date ? valueTime : time}
          disabled={disabled}
          onChange={(e) => pickTime(e.target.value)}
        >
          {slotsFor(date, date ? valueTime : time).map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
      </div>
    </FormField>
  );
}
