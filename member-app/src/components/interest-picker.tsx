import type { InterestGroup } from '../lib/interest-groups';
import { FormField } from './form-field';
import './interest-picker.css';

interface InterestPickerProps {
  /** The first checkbox's id (focused when the field is invalid). */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  groups: InterestGroup[];
  value: number[];
  onChange: (pks: number[]) => void;
}

/**
 * Interested product categories (several may be chosen, at least one): checkboxes for the sub-categories,
 * grouped under their top category.
 */
export function InterestPicker({ id, label, hint, error, groups, value, onChange }: InterestPickerProps) {
  const chosen = new Set(value.map(Number));
  const toggle = (pk: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(pk);
    else next.delete(pk);
    onChange([...next]);
  };
  let first = true;
  return (
    <FormField id={id} label={label} group required hint={hint} error={error} className="interests">
      {groups.map((group) => (
        <fieldset key={group.pk} className="interests__group">
          <legend className="interests__legend">{group.name}</legend>
          <div className="interests__options">
            {group.options.map((option) => {
              const inputId = first ? id : `${id}-${option.pk}`;
              first = false;
              return (
                <label key={option.pk} className="check interests__option" htmlFor={inputId}>
                  <input
                    id={inputId}
                    type="checkbox"
                    value={option.pk}
                    checked={chosen.has(option.pk)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(e) => toggle(option.pk, e.target.checked)}
                  />
                  <span>{option.name}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </FormField>
  );
}
