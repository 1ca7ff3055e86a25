import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fieldError } from '../../../lib/field-error';
import type { Translate } from '../../../lib/messages';
import type { RegistrationValues } from './registration-model';

interface ConsentSectionProps {
  form: UseFormReturn<RegistrationValues>;
  t: Translate;
}

const CONSENTS = [
  { name: 'agreementTermsOfService', key: 'terms', dialog: 'legal-terms' },
  { name: 'agreementPrivacyPolicy', key: 'privacy', dialog: 'legal-privacy' },
  { name: 'agreementMarketing', key: 'marketing', dialog: null },
] as const;

/**
 * The three consents (terms and personal information required, marketing optional), each with a button that
 * opens its text, and 'agree all', which is ticked only when all three are and sets or clears all three.
 */
export function ConsentSection({ form, t }: ConsentSectionProps) {
  const { register, watch, setValue, trigger, formState } = form;
  const [marketingOpen, setMarketingOpen] = useState(false);
  const values = watch(CONSENTS.map((c) => c.name));
  const all = values.every(Boolean);
  const error = fieldError(t, formState.errors, 'agreementTermsOfService');
  // The agreement error sits on the terms box but depends on both required boxes: check again after a change.
  const recheck = () => formState.isSubmitted && void trigger('agreementTermsOfService');
  const setAll = (on: boolean) => {
    CONSENTS.forEach(({ name }) => setValue(name, on));
    recheck();
  };

  return (
    <fieldset className="registration__section consents" aria-describedby={error ? 'reg-agree-error' : undefined}>
      <legend className="registration__legend">{t('registry.section.agreements')}</legend>
      <label className="check consents__all">
        <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
        <span>{t('registry.agree.all')}</span>
      </label>
      <ul className="consents__list">
        {CONSENTS.map(({ name, key, dialog }) => (
          <li key={name} className="consents__item">
            <label className="check">
              <input
                {...register(name, { onChange: recheck })}
                id={`reg-agree-${key}`}
                type="checkbox"
                aria-invalid={(error && name !== 'agreementMarketing') || undefined}
                aria-describedby={error && name !== 'agreementMarketing' ? 'reg-agree-error' : undefined}
              />
              <span>{t(`registry.agree.${key}`)}</span>
            </label>
            <button
              type="button"
              className="consents__view"
              data-open-dialog={dialog ?? undefined}
              onClick={dialog ? undefined : () => setMarketingOpen(true)}
            >
              {/* The name starts with the visible word (issue 29 item 7: "Read the text: ..." did not contain "View"). */}
              {t('registry.agree.view')}
              <span className="visually-hidden"> {t(`registry.agree.${key}`)}</span>
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p id="reg-agree-error" className="field__error">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={marketingOpen}
        title={t('registry.marketing.title')}
        message={t('registry.marketing.body')}
        confirmLabel={t('common.close')}
        onConfirm={() => setMarketingOpen(false)}
      />
    </fieldset>
  );
}
