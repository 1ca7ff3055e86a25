import { failureMessage } from '../lib/failure-message';
import type { Translate } from '../lib/messages';

/** A loading note, or a failed load's message with a retry button; the caller's class places it in its page. */
export function LoadStatus({ t, error, retry, className }: { t: Translate; error: unknown; retry: () => void; className: string }) {
  if (!error) {
    return (
      <p className={className} role="status">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <div className={className} role="alert">
      <p>{failureMessage(error, t)}</p>
      <button type="button" className="btn btn--ghost" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
