import { useId, useRef, useState, type DragEvent } from 'react';
import { INQUIRY_LIMITS, type InquiryAsset } from '@portal/domain';
import { failureMessage } from '../../../lib/failure-message';
import type { Translate } from '../../../lib/messages';
import { uploadFile } from '../api/upload-file';
import { formatBytes } from './format-bytes';

/** A file in the picker: uploading (progress 0–1), uploaded (asset) or refused by the server (error). */
export interface PickedFile {
  key: string;
  name: string;
  size: number;
  progress: number;
  asset?: InquiryAsset;
  error?: string;
}

interface FilePickerProps {
  id: string;
  t: Translate;
  files: PickedFile[];
  /** Receives an updater: several uploads report at once. */
  onChange: (update: (files: PickedFile[]) => PickedFile[]) => void;
  /** Alerts the limits of docs/product/inquiries.md#validation ('attach 5 files', 'attach 10MB'). */
  onAlert: (message: string) => void;
}

/** The picker's `accept`: the extensions the server allows (it checks the content again). */
const ACCEPT = '.pdf,.docx,.xlsx,.pptx,.png,.jpg,.jpeg,.gif,.webp,.txt,.csv';

/**
 * Attachments by button or drag and drop (docs/product/inquiries.md#screens). Each file uploads on its own as soon as it is added, with
 * its own progress bar; the form sends only the uuids. The 5-file and 10 MB limits are checked here first (alerts)
 * and again on the server, whose messages (oversize, type) show next to the file.
 */
export function FilePicker({ id, t, files, onChange, onAlert }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const add = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (!chosen.length) return;
    if (files.length + chosen.length > INQUIRY_LIMITS.files) return onAlert(t('qna.alert.fileCount'));
    const fitting = chosen.filter((f) => f.size <= INQUIRY_LIMITS.fileBytes);
    if (fitting.length < chosen.length) onAlert(t('qna.alert.fileSize'));
    for (const file of fitting) {
      const key = `${Date.now()}-${Math.random()}`;
      const patch = (change: Partial<PickedFile>) => onChange((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));
      onChange((all) => [...all, { key, name: file.name, size: file.size, progress: 0 }]);
      uploadFile(file, (progress) => patch({ progress })).then(
        (asset) => patch({ asset, progress: 1 }),
        (error: unknown) => patch({ error: failureMessage(error, t) }),
      );
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <div className="qna-files">
      <div
        className={`qna-files__drop${dragging ? ' qna-files__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="qna-drop"
      >
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={ACCEPT}
          className="visually-hidden"
          aria-describedby={hintId}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <button type="button" className="btn btn--ghost" onClick={() => input.current?.click()}>
          {t('qna.form.choose')}
        </button>
        <span className="qna-files__or">{t('qna.form.drop')}</span>
      </div>
      <p id={hintId} className="field__hint">
        {t('qna.form.filesHint')}
      </p>
      {files.length > 0 && (
        <ul className="qna-files__list">
          {files.map((file) => (
            <li key={file.key} className="qna-files__item" data-state={file.error ? 'error' : file.asset ? 'done' : 'uploading'}>
              <span className="qna-files__name">{file.name}</span>
              <span className="qna-files__size">{formatBytes(file.size)}</span>
              <progress
                className="qna-files__progress"
                max={1}
                value={file.progress}
                aria-label={t('qna.form.progress', { name: file.name })}
              />
              {file.asset && <span className="qna-files__done">{t('qna.form.uploaded')}</span>}
              <button
                type="button"
                className="qna-files__remove"
                aria-label={t('qna.form.removeFile', { name: file.name })}
                onClick={() => onChange((all) => all.filter((f) => f.key !== file.key))}
              >
                ×
              </button>
              {file.error && (
                <p className="field__error qna-files__error" role="alert">
                  {file.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
