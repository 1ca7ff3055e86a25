import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Icon } from '../../../components/icon';
import { type LangSegment, formatDate, localeBySegment } from '@portal/domain';
import type { Translate } from '../../../lib/messages';

const DAY_FORMAT = 'YYYY-MM-DD';

interface DatePickerProps {
  id: string;
  t: Translate;
  lang: LangSegment;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onChange: (date: string) => void;
  disabled?: boolean;
  /** aria-invalid / aria-describedby of the field (fieldProps). */
  aria?: Record<string, unknown>;
  inputRef?: Ref<HTMLInputElement>;
}

/** The 6×7 days shown for a month, starting on Sunday. */
const monthDays = (month: Dayjs) => {
  const start = month.startOf('month').startOf('week');
  return Array.from({ length: 42 }, (_, i) => start.add(i, 'day'));
};

/** Keys that move the calendar's focus, and by how much. */
const MOVES: Record<string, (d: Dayjs) => Dayjs> = {
  ArrowLeft: (d) => d.subtract(1, 'day'),
  ArrowRight: (d) => d.add(1, 'day'),
  ArrowUp: (d) => d.subtract(1, 'week'),
  ArrowDown: (d) => d.add(1, 'week'),
  Home: (d) => d.startOf('week'),
  End: (d) => d.endOf('week').startOf('day'),
  PageUp: (d) => d.subtract(1, 'month'),
  PageDown: (d) => d.add(1, 'month'),
};

/**
 * The meeting date (docs/meetings.md#validation): a read-only field showing 'MMM DD, YYYY' in the page language that opens a month calendar
 * on click, Enter, Space or Arrow Down; days before today cannot be chosen and nothing can be typed. The calendar
 * is an ARIA grid: arrows, Home/End and Page Up/Down move, Enter picks, Escape closes; the focus returns to the field.
 * (A native <input type="date"> would let people type and shows the browser's own format.)
 */
export function DatePicker({ id, t, lang, value, onChange, disabled, aria, inputRef }: DatePickerProps) {
  const locale = localeBySegment(lang)!;
  const today = dayjs().startOf('day');
  const selected = value ? dayjs(value) : null;
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<Dayjs>(selected ?? today);
  const box = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  // Set when the keyboard focus should follow the focused day (opening, arrow keys), not on the month buttons.
  const follow = useRef(false);

  const show = () => {
    if (disabled) return;
    setFocus(selected && !selected.isBefore(today) ? selected : today);
    follow.current = true;
    setOpen(true);
  };
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) field.current?.focus();
  };
  const pick = (day: Dayjs) => {
    if (day.isBefore(today)) return;
    onChange(day.format(DAY_FORMAT));
    close();
  };

  // The focused day takes the keyboard focus when the calendar opens and when the arrow keys move it.
  useEffect(() => {
    if (!open || !follow.current) return;
    follow.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focus.format(DAY_FORMAT)}"]`)?.focus();
  }, [open, focus]);
  // A click outside closes the calendar without taking the focus back.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => !box.current?.contains(event.target as Node) && close(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onFieldKey = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      show();
    }
  };
  const onGridKey = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      const next = move(focus);
      follow.current = true;
      setFocus(next.isBefore(today) ? today : next);
    }
  };
  const month = focus.startOf('month');
  const weekdays = monthDays(month).slice(0, 7);
  const setRef = (el: HTMLInputElement | null) => {
    field.current = el;
    if (typeof inputRef === 'function') inputRef(el);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
  };

  return (
    // The box only listens for focus leaving it and Escape pressed inside it: its field and days are the controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="date-picker"
      ref={box}
      // Tabbing out of the calendar closes it (checked after the fact: a month change re-renders the focused day).
      onBlur={() => open && window.setTimeout(() => !box.current?.contains(document.activeElement) && setOpen(false))}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
      }}
    >
      <input
        ref={setRef}
        id={id}
        className="input date-picker__field"
        readOnly
        disabled={disabled}
        value={selected ? formatDate(selected.toDate(), locale, 'field') : ''}
        placeholder={t('meeting.field.datePlaceholder')}
        // The APG date picker combobox: a read-only combobox that opens a calendar dialog.
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-calendar` : undefined}
        onClick={() => (open ? close() : show())}
        onKeyDown={onFieldKey}
        {...aria}
      />
      <span className="date-picker__icon" aria-hidden="true">
        <Icon name="chevronDown" size={18} />
      </span>
      {open && (
        <div id={`${id}-calendar`} className="date-picker__popup" role="dialog" aria-modal="false" aria-label={t('meeting.calendar.label')}>
          <div className="date-picker__head">
            <button
              type="button"
              className="date-picker__nav"
              aria-label={t('meeting.calendar.prev')}
              onClick={() => setFocus(focus.subtract(1, 'month'))}
              disabled={!month.isAfter(today, 'month')}
            >
              <Icon name="chevronLeft" size={18} />
            </button>
            <p className="date-picker__month" aria-live="polite">
              {formatDate(month.toDate(), locale, 'month')}
            </p>
            <button
              type="button"
              className="date-picker__nav"
              aria-label={t('meeting.calendar.next')}
              onClick={() => setFocus(focus.add(1, 'month'))}
            >
              <Icon name="chevronRight" size={18} />
            </button>
          </div>
          <table ref={grid} className="date-picker__grid" role="grid" onKeyDown={onGridKey}>
            <thead>
              <tr>
                {weekdays.map((d) => (
                  <th key={d.day()} scope="col" abbr={formatDate(d.toDate(), locale, 'weekdayLong')}>
                    {formatDate(d.toDate(), locale, 'weekday')}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: 6 }, (_, week) => (
                <tr key={week}>
                  {monthDays(month)
                    .slice(week * 7, week * 7 + 7)
                    .map((day) => {
                      const past = day.isBefore(today);
                      const key = day.format(DAY_FORMAT);
                      return (
                        <td key={key} role="gridcell" aria-selected={selected ? day.isSame(selected, 'day') : false}>
                          <button
                            type="button"
                            className="date-picker__day"
                            data-date={key}
                            data-outside={day.month() !== month.month() ? '' : undefined}
                            data-today={day.isSame(today, 'day') ? '' : undefined}
                            tabIndex={day.isSame(focus, 'day') ? 0 : -1}
                            disabled={past}
                            aria-label={formatDate(day.toDate(), locale, 'full')}
                            onClick={() => pick(day)}
                          >
                            {day.date()}
                          </button>
                        </td>
                      );
                    })}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="date-picker__foot">
            <button type="button" className="btn btn--ghost" onClick={() => close()}>
              {t('common.close')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
