import type { UseFormRegisterReturn } from 'react-hook-form';
import { ACCOUNT_LIMITS, type Country } from '@portal/domain';
import type { Translate } from '../lib/messages';
import { CountryCodeSelect } from './country-code-select';
import { FormField } from './form-field';

interface PhoneFieldProps {
  /** The country-code input's id; the three parts get `${id}-1` to `${id}-3`. */
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /** Which control the error belongs to, for aria-invalid: the country code or the number. */
  errorOn?: 'country' | 'number';
  countries: Country[];
  country: number | null | undefined;
  onCountryChange: (pk: number | null) => void;
  /** react-hook-form registrations of the three number parts. */
  parts: UseFormRegisterReturn[];
  t: Translate;
}

/**
 * A telephone or mobile number as the spec asks for it: a searchable country code and three parts of at most
 * four digits (joined with '-' by joinPhone before sending).
 */
export function PhoneField({ id, label, required, error, errorOn, countries, country, onCountryChange, parts, t }: PhoneFieldProps) {
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <FormField id={id} label={label} group required={required} error={error} className="phone-field">
      <CountryCodeSelect
        id={id}
        label={t('account.field.countryCodeOf', { field: label })}
        countries={countries}
        value={country}
        onChange={onCountryChange}
        placeholder={t('account.field.countryCode')}
        noMatch={t('account.field.countryCodeNone')}
        invalid={Boolean(error) && errorOn === 'country'}
        describedBy={describedBy}
      />
      {parts.map((registration, index) => (
        <span key={registration.name} className="phone-field__part">
          {index > 0 && (
            <span className="field__sep" aria-hidden="true">
              -
            </span>
          )}
          <input
            {...registration}
            id={`${id}-${index + 1}`}
            className="input input--narrow"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={ACCOUNT_LIMITS.phonePartMax}
            aria-label={t('account.field.phonePart', { field: label, n: index + 1 })}
            aria-required={required || undefined}
            aria-invalid={(Boolean(error) && errorOn !== 'country') || undefined}
            aria-describedby={describedBy}
          />
        </span>
      ))}
    </FormField>
  );
}
