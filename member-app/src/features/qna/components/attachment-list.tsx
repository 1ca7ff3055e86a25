import type { InquiryAsset } from '@portal/domain';
import { failureMessage } from '../../../lib/failure-message';
import type { Translate } from '../../../lib/messages';
import { downloadAsset } from '../api/download-asset';
import { formatBytes } from './format-bytes';

/** An inquiry's or an answer's attachments as download buttons (the files are private: fetched with the member's headers). */
export function AttachmentList({
  t,
  title,
  assets,
  onError,
}: {
  t: Translate;
  title: string;
  assets: InquiryAsset[];
  onError: (message: string) => void;
}) {
  if (!assets.length) return null;
  const get = (asset: InquiryAsset) =>
    downloadAsset(asset).catch((error: unknown) => onError(`${t('qna.error.download')} ${failureMessage(error, t)}`));
  return (
    <div className="qna-item__files">
      <h3 className="qna-item__label">{title}</h3>
      <ul>
        {assets.map((asset) => (
          <li key={asset.uuid}>
            <button
              type="button"
              className="qna-item__file"
              aria-label={t('qna.list.download', { name: asset.name, size: formatBytes(asset.size) })}
              onClick={() => void get(asset)}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path
                  d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              {asset.name} <span className="qna-item__size">({formatBytes(asset.size)})</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
