import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import './form-field.css';

/** The id and ARIA attributes that tie an input to its field's hint and error message. */
export function fieldProps(id: string, error?: string, hint?: boolean) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

interface FormFieldProps {
  /** The id of the (first) input; the hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: string;
  children: ReactNode;
  /** A fieldset with a legend, for fields made of several inputs (name, phone, e-mail). */
  group?: boolean;
  /** Shows the required mark (the inputs carry aria-required themselves). */
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** One labelled form field with its hint and its error message, as every member form lays them out. */
export function FormField({ id, label, children, group, required, hint, error, className = '' }: FormFieldProps) {
  const mark = required ? (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  ) : null;
  const body = (
    <>
      <div className="field__control">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
  if (group) {
    return (
      <fieldset className={`field field--group ${className}`} aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="field__label">
          {label}
          {mark}
        </legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {mark}
      </label>
      {body}
    </div>
  );
}

type TextFieldProps<T extends FieldValues> = Omit<FormFieldProps, 'children' | 'group'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form' | 'required'> & {
    /** The form the input registers with, and the field's name in it. */
    form: UseFormReturn<T>;
    name: Path<T>;
  };

/** A FormField holding one text input registered with its form: the common case of every member form. */
export function TextField<T extends FieldValues>({ form, name, id, label, required, hint, error, className, ...input }: TextFieldProps<T>) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        {...fieldProps(id, error, Boolean(hint))}
        aria-required={required || undefined}
        {...form.register(name)}
        className="input"
        {...input}
      />
    </FormField>
  );
}
