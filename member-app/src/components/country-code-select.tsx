import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { type Country, DEFAULT_INPUT_MAX } from '@portal/domain';
import { callingCodeLabel as optionLabel, filterCallingCodes } from '../lib/country-list';
import { $lang } from '../stores/ui';
import './country-code-select.css';

interface CountryCodeSelectProps {
  id: string;
  /** The accessible name (the field's visible label names the whole phone row). */
  label: string;
  countries: Country[];
  value: number | null | undefined;
  onChange: (pk: number | null) => void;
  placeholder: string;
  /** Shown in the list when the search matches nothing. */
  noMatch: string;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The searchable country-code dropdown (docs/product/accounts.md#member-fields): an ARIA combobox whose list shows
 * '+082 Korea' entries; typing filters, arrows move, Enter chooses, Escape closes.
 */
export function CountryCodeSelect({
  id,
  label,
  countries,
  value,
  onChange,
  placeholder,
  noMatch,
  invalid,
  describedBy,
}: CountryCodeSelectProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const selected = countries.find((c) => c.pk === value);
  const shown = useMemo(() => filterCallingCodes(countries, query, $lang.get()), [countries, query]);
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const show = () => {
    setActive(
      Math.max(
        0,
        shown.findIndex((c) => c.pk === value),
      ),
    );
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (c: Country | undefined) => {
    if (c) onChange(c.pk);
    close();
  };

  // Keys the combobox handles itself; anything else (Tab, typing) behaves as in a text field.
  const openKeys: Record<string, () => void> = {
    ArrowDown: () => setActive((a) => Math.min(shown.length - 1, a + 1)),
    ArrowUp: () => setActive((a) => Math.max(0, a - 1)),
    Home: () => setActive(0),
    End: () => setActive(shown.length - 1),
    Enter: () => choose(shown[active]),
    Escape: close,
  };
  const closedKeys: Record<string, () => void> = { ArrowDown: () => show(), ArrowUp: () => show() };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const run = (open ? openKeys : closedKeys)[event.key];
    if (!run) return;
    event.preventDefault();
    event.stopPropagation();
    run();
  };

  return (
    <div className={`combo${open ? ' combo--open' : ''}`}>
      <input
        id={id}
        className="input combo__input"
        type="text"
        role="combobox"
        autoComplete="off"
        maxLength={DEFAULT_INPUT_MAX}
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && shown.length ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={open ? query : selected ? optionLabel(selected) : ''}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => (open ? close() : show())}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul id={listId} className="combo__list" role="listbox" aria-label={label} hidden={!open}>
        {shown.map((c, i) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys go to the input (aria-activedescendant)
          <li
            key={c.pk}
            id={optionId(i)}
            role="option"
            aria-selected={c.pk === value}
            className={`combo__option${i === active ? ' is-active' : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => setActive(i)}
            onClick={() => choose(c)}
          >
            {optionLabel(c)}
          </li>
        ))}
        {!shown.length && <li className="combo__empty">{noMatch}</li>}
      </ul>
    </div>
  );
}
