import { failureMessage } from '../../../lib/failure-message';
import type { Translate } from '../../../lib/messages';
import './shared.css';

/** A loading note, or a failed load's message with a retry button. */
export function LoadStatus({ t, error, retry }: { t: Translate; error: unknown; retry: () => void }) {
  if (!error) {
    return (
      <p className="meeting-status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <div className="meeting-status" role="alert">
      <p>{failureMessage(error, t)}</p>
      <button type="button" className="btn btn--ghost" onClick={retry}>
        {t('meeting.action.retry')}
      </button>
    </div>
  );
}
