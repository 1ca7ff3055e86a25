import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { FormField, fieldProps } from '../../../components/form-field';
import { INQUIRY_LIMITS, inquiryEditInput, type InquiryItem, type QuestionType, localeBySegment, type LangSegment } from '@portal/domain';
import { ApiFailure } from '../../../lib/api-failure';
import { failureMessage } from '../../../lib/failure-message';
import { fieldError } from '../../../lib/field-error';
import type { Translate } from '../../../lib/messages';
import { applyServerErrors, useContractForm } from '../../../lib/use-contract-form';
import { saveInquiry } from '../api/inquiries';
import { FilePicker, type PickedFile } from './file-picker';

/** The fields the form edits; attachments are kept beside them (they upload on their own). */
const formSchema = inquiryEditInput.pick({ questionTypeCode: true, title: true, content: true, url: true });
interface InquiryValues {
  questionTypeCode: string;
  title: string;
  content: string;
  url: string;
}

interface InquiryFormProps {
  /** Prefix of the input ids (the page form and the edit modal are on the page together). */
  id: string;
  t: Translate;
  lang: LangSegment;
  types: QuestionType[];
  /** The inquiry being edited; a new one without it. */
  inquiry?: InquiryItem;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}

const picked = (inquiry?: InquiryItem): PickedFile[] =>
  (inquiry?.assets ?? []).map((asset) => ({ key: asset.uuid, name: asset.name, size: asset.size, progress: 1, asset }));

/**
 * The inquiry form (docs/product/inquiries.md#screens, docs/product/inquiries.md#validation): type, title, content, reference URL and attachments, confirmed before it is
 * sent. Creates a new inquiry, or edits one in the edit modal; the contract's schema checks both sides alike.
 */
export function InquiryForm({ id, t, lang, types, inquiry, onSaved, onCancel }: InquiryFormProps) {
  const form = useContractForm<InquiryValues>(formSchema, {
    defaultValues: {
      questionTypeCode: inquiry?.questionTypeCode ?? '',
      title: inquiry?.title ?? '',
      content: inquiry?.content ?? '',
      url: inquiry?.url ?? '',
    },
  });
  const { register, formState } = form;
  const err = (field: keyof InquiryValues) => fieldError(t, formState.errors, field);
  const [files, setFiles] = useState<PickedFile[]>(() => picked(inquiry));
  const [pending, setPending] = useState<InquiryValues | null>(null);
  const [alert, setAlert] = useState('');
  const [problem, setProblem] = useState('');
  const uploading = files.some((f) => !f.asset && !f.error);
  const failedFiles = files.some((f) => f.error);

  const send = async () => {
    const values = pending!;
    setPending(null);
    try {
      const assets = files.filter((f) => f.asset).map((f) => f.asset!.uuid);
      await saveInquiry({ ...values, pk: inquiry?.pk, siteLang: localeBySegment(lang)!.siteLang, assets });
      if (!inquiry) {
        form.reset();
        setFiles([]);
      }
      onSaved(t(inquiry ? 'qna.alert.modified' : 'qna.alert.registered'));
    } catch (error) {
      // Field errors go under their fields; an attachment problem (no field of its own) goes in the alert too.
      if (applyServerErrors(form, error) && !(error instanceof ApiFailure && error.fieldErrors.assets)) return;
      setProblem(`${t(inquiry ? 'qna.alert.modifyFailed' : 'qna.alert.sendFailed')} ${failureMessage(error, t)}`);
    }
  };

  const onValid = (values: InquiryValues) => {
    setProblem('');
    // Files the server refused stay listed with their message until removed: nothing is sent without them silently.
    if (failedFiles) return setProblem(t('qna.error.removeFailedFiles'));
    setPending(values);
  };

  return (
    <form className="qna-form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormField id={`${id}-type`} label={t('qna.form.type')} required error={err('questionTypeCode')}>
        <select
          className="input"
          aria-required="true"
          {...fieldProps(`${id}-type`, err('questionTypeCode'))}
          {...register('questionTypeCode')}
        >
          <option value="">{t('qna.form.typePlaceholder')}</option>
          {types.map((type) => (
            <option key={type.code} value={type.code}>
              {type.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={`${id}-title`}
        label={t('qna.form.title')}
        required
        hint={t('qna.form.titleHint', { max: INQUIRY_LIMITS.titleMax })}
        error={err('title')}
      >
        <input
          className="input"
          aria-required="true"
          maxLength={INQUIRY_LIMITS.titleMax}
          {...fieldProps(`${id}-title`, err('title'), true)}
          {...register('title')}
        />
      </FormField>
      <FormField id={`${id}-content`} label={t('qna.form.content')} required error={err('content')}>
        <textarea
          className="input qna-form__content"
          rows={8}
          aria-required="true"
          maxLength={INQUIRY_LIMITS.contentMax}
          {...fieldProps(`${id}-content`, err('content'))}
          {...register('content')}
        />
      </FormField>
      <FormField id={`${id}-url`} label={t('qna.form.url')} hint={t('qna.form.urlHint')} error={err('url')}>
        <input
          className="input"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={INQUIRY_LIMITS.urlMax}
          {...fieldProps(`${id}-url`, err('url'), true)}
          {...register('url')}
        />
      </FormField>
      <FormField id={`${id}-files`} label={t('qna.form.files')}>
        <FilePicker id={`${id}-files`} t={t} files={files} onChange={setFiles} onAlert={setAlert} />
      </FormField>
      <FormAlert message={problem} />
      <div className="form-actions">
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('qna.action.cancel')}
          </button>
        )}
        <button type="submit" className="btn btn--accent" disabled={uploading} aria-disabled={uploading}>
          {t(inquiry ? 'qna.action.save' : 'qna.form.submit')}
        </button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        message={t(inquiry ? 'qna.confirm.edit' : 'qna.confirm.submit')}
        confirmLabel={t('qna.action.ok')}
        cancelLabel={t('qna.action.cancel')}
        onConfirm={() => void send()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog open={alert !== ''} message={alert} confirmLabel={t('qna.action.ok')} onConfirm={() => setAlert('')} />
    </form>
  );
}
